/**
 * A clock time as the English voice says it, computed independently with Intl: "6:40 PM", but "6 PM"
 * on the hour and "6 oh 5 PM" for minutes 1 to 9 (espeak-ng reads "6:05" as
 * "six zero five").
 */
export function clockEn(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en', { timeZone: zone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  const minute = Number(parts.minute);
  if (minute === 0) return `${parts.hour} ${parts.dayPeriod}`;
  if (minute < 10) return `${parts.hour} oh ${minute} ${parts.dayPeriod}`;
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
