/** Length in characters (Unicode code points), so 'é' or an emoji counts once. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
