/** Length in characters (Unicode code points), so 'é' or an emoji counts once. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
