/**
 * The layout both snapshot files share (answers.json, entities.json): `"boats": {boat: {key: [...]}}`
 * with one item a line, so that a diff names each item that changed.
 */
export function boatsLines(boats: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>): string[] {
  const lines = ['"boats": {'];
  const boatNames = Object.keys(boats);
  boatNames.forEach((boat, b) => {
    lines.push(`${JSON.stringify(boat)}: {`);
    const groups = Object.entries(boats[boat]!);
    groups.forEach(([key, items], g) => {
      lines.push(`${JSON.stringify(key)}: [`);
      lines.push(items.map((item) => JSON.stringify(item)).join(',\n'));
      lines.push(g < groups.length - 1 ? '],' : ']');
    });
    lines.push(b < boatNames.length - 1 ? '},' : '}');
  });
  lines.push('}');
  return lines;
}
