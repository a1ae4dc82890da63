/**
 * read_sensor: one SignalK path read exactly ("read electrical.solar.power"), for what no other tool
 * answers. It has no Assist family. This folder holds what is this question's own: the query (query.ts).
 * Its answer stays shared: speech/answers/sensor-value.ts with the locale's `sensor` words, and a
 * notification is said as one alarm (speech/answers/alarms.ts `alarm`, the alarms' words).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';

export const readSensor = defineQuestion({
  query,
  docs: 'any one SignalK path by its exact name (`path`), with its unit',
  example: { self: { 'environment.outside.humidity': 0.65 } },
  aliases: ['sensor', 'sensor_value'],
  agentCheck: {
    en: [
      { q: "What's the relative humidity?", args: { path: 'environment.outside.relativeHumidity' } },
      { q: "What's the engine's fuel consumption rate?", args: { path: 'propulsion.port.fuel.rate' } },
    ],
    'pt-BR': [
      { q: 'Qual é a umidade relativa do ar?', args: { path: 'environment.outside.relativeHumidity' } },
      { q: 'Qual é o consumo de combustível do motor?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
    pt: [
      { q: 'Qual é a humidade relativa do ar?', args: { path: 'environment.outside.relativeHumidity' } },
      { q: 'Qual é o consumo de combustível do motor?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
    de: [
      { q: 'Wie hoch ist die relative Luftfeuchtigkeit?', args: { path: 'environment.outside.relativeHumidity' } },
      { q: 'Wie hoch ist der Kraftstoffverbrauch des Motors?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
    fr: [
      { q: "Quelle est l'humidité relative ?", args: { path: 'environment.outside.relativeHumidity' } },
      { q: 'Quelle est la consommation de carburant du moteur ?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
    es: [
      { q: '¿Cuál es la humedad relativa?', args: { path: 'environment.outside.relativeHumidity' } },
      { q: '¿Cuál es el consumo de combustible del motor?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
    nl: [
      { q: 'Wat is de relatieve luchtvochtigheid?', args: { path: 'environment.outside.relativeHumidity' } },
      { q: 'Wat is het brandstofverbruik van de motor?', args: { path: 'propulsion.port.fuel.rate' } },
    ],
  },
  calls: [],
  describedBy: [{ q: 'Read the exact path electrical.solar.power.', stems: ['exact'] }],
});
