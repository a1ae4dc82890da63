/** Which way the outside pressure goes over the trend window (vessel/pressure-history.ts decides, speech says it). */
export type PressureTrend = 'rising' | 'falling' | 'steady';
