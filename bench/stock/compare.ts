// Pure helpers of the stock comparison: ours / stock as a table row.
import {row, type Row, type Target} from '../stats';

/** A row for `ours / stock`, shown with both figures; `format` prints one figure. Without a target it informs. */
export function ratioRow(
  metric: string,
  ours: number,
  stock: number,
  format: (value: number) => string,
  target?: Target,
): Row {
  const ratio = ours / stock;
  const shown = Number.isFinite(ratio) ? `${ratio.toFixed(2)} x` : 'n/a';
  return row(
    `${metric}, ours / stock`,
    ratio,
    `${shown} (ours ${format(ours)}, stock ${format(stock)})`,
    target,
    target && `${target.comparison} ${target.value.toFixed(2)} x`,
  );
}
