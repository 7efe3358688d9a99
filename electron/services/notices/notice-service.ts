import { randomUUID } from 'node:crypto';
import type { Notice } from '../../../shared/ipc/schemas/app';
import type { EventBus } from '../events';

/** Things the user should know that happened outside any call (start-up problems); kept until dismissed. */
export interface NoticeService {
  add(notice: Omit<Notice, 'id' | 'time'>): Notice;
  list(): Notice[];
  /** False when no such notice exists. */
  dismiss(id: string): boolean;
}

/** Keeps notices in memory and pushes each new one to the renderer. */
export function createNoticeService(events: EventBus, now: () => Date = () => new Date()): NoticeService {
  const notices: Notice[] = [];
  return {
    add(fields) {
      const notice: Notice = { id: randomUUID(), time: now().toISOString(), ...fields };
      notices.push(notice);
      events.emit('notice', notice);
      return notice;
    },
    list: () => notices.map((notice) => ({ ...notice })),
    dismiss(id) {
      const index = notices.findIndex((notice) => notice.id === id);
      if (index < 0) return false;
      notices.splice(index, 1);
      return true;
    },
  };
}
