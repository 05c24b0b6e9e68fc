import { createContext, useContext } from 'react';
import type { NotificationInput } from './notification-queue';

export type Notify = (input: NotificationInput) => void;

export const NotifyContext = createContext<Notify>(() => {});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
