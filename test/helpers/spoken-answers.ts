/**
 * Spoken answers, per language, that several tests expect word for word (a unit test on an in-memory
 * model and an integration or Home Assistant test on a real server say the same thing). Exact texts:
 * a change to the wording changes them here, once.
 */
import type { Language } from '../../src/speech/types.js';

/** An answer in each of the seven languages. */
export type Answers = Readonly<Record<Language, string>>;

/** The exact position off Cascais, 38°41.2' N 9°24.9' W, minutes named as read on the radio. */
export const CASCAIS_EXACT: Answers = {
  en: '38 degrees 41.2 minutes north, 9 degrees 24.9 minutes west',
  'pt-BR': '38 graus 41,2 minutos norte, 9 graus 24,9 minutos oeste',
  pt: '38 graus 41,2 minutos norte, 9 graus 24,9 minutos oeste',
  de: '38 Grad 41,2 Minuten Nord, 9 Grad 24,9 Minuten West',
  fr: '38 degrés 41,2 minutes nord, 9 degrés 24,9 minutes ouest',
  es: '38 grados 41,2 minutos norte, 9 grados 24,9 minutos oeste',
  nl: '38 graden 41,2 minuten noorderbreedte, 9 graden 24,9 minuten westerlengte',
};

/** "Where are we" at Kiritimati atoll (−1.87, −157.4), no town in reach: the coordinates. */
export const KIRITIMATI_WHERE: Answers = {
  en: '1 degree 52.2 south, 157 degrees 24 west',
  'pt-BR': '1 grau 52,2 sul, 157 graus 24 oeste',
  pt: '1 grau 52,2 sul, 157 graus 24 oeste',
  de: '1 Grad 52,2 Süd, 157 Grad 24 West',
  fr: '1 degré 52,2 sud, 157 degrés 24 ouest',
  es: '1 grado 52,2 sur, 157 grados 24 oeste',
  nl: '1 graad 52,2 zuiderbreedte, 157 graden 24 westerlengte',
};

/** "Where are we" at Kiritimati two minutes after SignalK was lost: the coordinates kept, the lead in its fewest words. */
export const KIRITIMATI_LOST_WHERE: Answers = {
  en: 'SignalK lost 2 minutes ago: 1 degree 52.2 south, 157 degrees 24 west.',
  'pt-BR': 'Sem SignalK há 2 minutos: 1 grau 52,2 sul, 157 graus 24 oeste.',
  pt: 'Sem SignalK há 2 minutos: 1 grau 52,2 sul, 157 graus 24 oeste.',
  de: 'SignalK verloren vor 2 Minuten: 1 Grad 52,2 Süd, 157 Grad 24 West.',
  fr: 'SignalK perdu il y a 2 minutes : 1 degré 52,2 sud, 157 degrés 24 ouest.',
  es: 'SignalK perdido hace 2 minutos: 1 grado 52,2 sur, 157 grados 24 oeste.',
  nl: 'SignalK 2 minuten geleden verloren: 1 graad 52,2 zuiderbreedte, 157 graden 24 westerlengte.',
};

/** depth_state with the keel in the mud: −0.3 m under the keel (1.5 m under the transducer). */
export const KEEL_IN_MUD: Answers = {
  en: 'The keel is touching the bottom: minus 0.3 meters under the keel',
  'pt-BR': 'A quilha está tocando o fundo: menos 0,3 metro sob a quilha',
  pt: 'A quilha está a tocar no fundo: menos 0,3 metros debaixo da quilha',
  de: 'Der Kiel berührt den Grund: minus 0,3 Meter unter dem Kiel',
  fr: 'La quille touche le fond : moins 0,3 mètre sous la quille',
  es: 'La quilla toca el fondo: menos 0,3 metros bajo la quilla',
  nl: 'De kiel raakt de bodem: min 0,3 meter onder de kiel',
};
