/**
 * The pressure change in inches the barometer answer (skipper.ts) shares with air_history. The history
 * answers themselves are speech/answers/history.ts; this re-export keeps skipper.ts's import until it
 * takes it from there.
 */
export { pressureChangeInches } from './answers/history.js';
