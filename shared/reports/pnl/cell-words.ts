import type { MessageKey } from '../../i18n/catalogue/messages';
import { message, type Message } from '../../i18n/message';
import { PNL_METHOD_LABELS, PNL_METHODS, type PnlMethod } from './definitions';
import { NOT_COMPUTABLE, TYPED_IN } from './tables';

/*
 * The words the P&L tables write into their cells (the method, "not
 * computable", a typed-in lot's source) as catalogue messages: the cells keep
 * the English the files show today, and the preview (or a file in another
 * language) names them in the reader's language through these.
 */

/** A trader's name for each cost-basis method. */
export const PNL_METHOD_WORDS: Record<PnlMethod, MessageKey> = {
  fifo: 'reports.method.fifo',
  average: 'reports.method.average',
};

const NOT_COMPUTABLE_OF = new RegExp(`^${NOT_COMPUTABLE} \\((.+)\\)$`);

/** The words of a P&L cell the model wrote (by column key and value), or null for any other cell. */
export function pnlCellWords(columnKey: string, value: string): Message | null {
  switch (columnKey) {
    case 'method': {
      const method = PNL_METHODS.find((candidate) => PNL_METHOD_LABELS[candidate] === value);
      return method === undefined ? null : message(PNL_METHOD_WORDS[method]);
    }
    case 'realized': {
      if (value === NOT_COMPUTABLE) return message('reports.cell.notComputable');
      const of = NOT_COMPUTABLE_OF.exec(value);
      return of ? message('reports.cell.notComputableOf', { assets: of[1] as string }) : null;
    }
    case 'source':
      return value === TYPED_IN ? message('reports.cell.typedIn') : null;
    default:
      return null;
  }
}
