/**
 * Search-and-rescue devices by their MMSI (ITU-R M.585: 970 AIS-SART, 972 man overboard, 974 EPIRB-AIS).
 */
export type SarKind = 'sart' | 'mob' | 'epirb';

/** The kind of search-and-rescue device an MMSI belongs to (970 'sart', 972 'mob', 974 'epirb'), else null. */
export function sarKindOf(mmsi: string | undefined): SarKind | null {
  if (typeof mmsi !== 'string' || !/^\d{9}$/.test(mmsi)) return null;
  const prefix = mmsi.slice(0, 3);
  return prefix === '970' ? 'sart' : prefix === '972' ? 'mob' : prefix === '974' ? 'epirb' : null;
}
