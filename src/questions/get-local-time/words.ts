/** The local time answer's words in every language (see answer.ts LocalTimeWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { LocalTimeWords } from './answer.js';

export const WORDS: ByLanguage<LocalTimeWords> = {
  en: {
    local: '{time}, {zone}',
    noFix: "{time}, {zone}. The boat isn't reporting its position, so this is the add-on's own time zone.",
    utc: 'UTC',
    utcAhead: 'UTC plus {offset}',
    utcBehind: 'UTC minus {offset}',
    zoneWords: [],
    subject: 'its local time',
  },
  // "18:40, Horário de Verão da Nova Zelândia"; Home Assistant's Brazilian interface calls add-ons "complementos".
  'pt-BR': {
    local: '{time}, {zone}',
    noFix: '{time}, {zone}. O barco não está informando a posição, então este é o fuso horário do próprio complemento.',
    utc: 'UTC',
    utcAhead: 'UTC mais {offset}',
    utcBehind: 'UTC menos {offset}',
    zoneWords: [],
    subject: 'a hora local',
  },
  // "18:40, Hora de verão da Nova Zelândia"
  pt: {
    local: '{time}, {zone}',
    noFix: '{time}, {zone}. O barco não está a comunicar a posição, por isso este é o fuso horário do próprio add-on.',
    utc: 'UTC',
    utcAhead: 'UTC mais {offset}',
    utcBehind: 'UTC menos {offset}',
    zoneWords: [],
    subject: 'a hora local',
  },
  // "18:40, Neuseeland-Sommerzeit". No "Uhr" after the time: some engines would say it twice.
  de: {
    local: '{time}, {zone}',
    noFix: '{time}, {zone}. Das Boot meldet keine Position, deshalb ist das die Zeitzone des Add-ons.',
    utc: 'UTC',
    utcAhead: 'UTC plus {offset}',
    utcBehind: 'UTC minus {offset}',
    zoneWords: [],
    subject: 'keine Ortszeit',
  },
  // "18:40, heure d’été de la Nouvelle-Zélande"; Home Assistant's French interface says "module complémentaire".
  fr: {
    local: '{time}, {zone}',
    noFix: "{time}, {zone}. Le bateau ne transmet pas sa position, c'est donc le fuseau horaire du module complémentaire.",
    utc: 'UTC',
    utcAhead: 'UTC plus {offset}',
    utcBehind: 'UTC moins {offset}',
    zoneWords: [
      ['d’Europe de l’Est', 'd’Europe orientale'],
      ['d’Afrique de l’Est', 'd’Afrique orientale'],
      ['de l’Est de l’Australie', 'de l’Australie orientale'],
      ['de l’Est indonésien', 'de l’Indonésie orientale'],
    ],
    subject: 'son heure locale',
  },
  // "18:40, hora de verano de Nueva Zelanda"; Home Assistant's Spanish interface says "complemento".
  es: {
    local: '{time}, {zone}',
    noFix: '{time}, {zone}. El barco no está informando su posición, así que esta es la zona horaria del propio complemento.',
    utc: 'UTC',
    utcAhead: 'UTC más {offset}',
    utcBehind: 'UTC menos {offset}',
    zoneWords: [],
    subject: 'su hora local',
  },
  // "18:40, Nieuw-Zeelandse zomertijd"
  nl: {
    local: '{time}, {zone}',
    noFix: '{time}, {zone}. De boot geeft geen positie door, dus dit is de tijdzone van de add-on zelf.',
    utc: 'UTC',
    utcAhead: 'UTC plus {offset}',
    utcBehind: 'UTC min {offset}',
    zoneWords: [],
    subject: 'geen lokale tijd',
  },
};
