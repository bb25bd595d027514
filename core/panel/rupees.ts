/** Minor units (paisa) as the panel shows money, exact (BigInt) up to 2^53 - 1: 150000 -> "Rs 1,500.00". */
export function rupees(minor: number): string {
  const abs = BigInt(Math.abs(minor));
  return `${minor < 0 ? '-' : ''}Rs ${(abs / 100n).toLocaleString('en-IN')}.${String(abs % 100n).padStart(2, '0')}`;
}
