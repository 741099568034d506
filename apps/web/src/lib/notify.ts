import { useSyncExternalStore } from 'react';

/** The spec's five notification types (§3). */
export type NotificationType = 'primary' | 'success' | 'info' | 'warning' | 'error';

export type NotificationPosition =
  'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

/** Spec §9: 4500 ms, top-right, 16 px between toasts, no extra offset. */
export const NOTIFICATION_DEFAULTS = {
  type: 'info',
  position: 'top-right',
  duration: 4500,
  offset: 0,
  gap: 16,
} as const;

export interface NotifyOptions {
  title?: string;
  /** One paragraph, or several (an API error's messages). */
  message?: string | string[];
  type?: NotificationType;
  position?: NotificationPosition;
  /** Milliseconds before it closes on its own; 0 keeps it until closed. */
  duration?: number;
  /** Extra distance in px from the edge of the screen. */
  offset?: number;
}

export interface Notification {
  id: number;
  title: string;
  messages: string[];
  type: NotificationType;
  position: NotificationPosition;
  duration: number;
  offset: number;
  paused: boolean;
}

let notifications: readonly Notification[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Notification[]): void {
  notifications = next;
  for (const listener of listeners) listener();
}

function startTimer(notification: Notification): void {
  stopTimer(notification.id);
  if (notification.duration <= 0) return;
  timers.set(
    notification.id,
    setTimeout(() => closeNotification(notification.id), notification.duration),
  );
}

function stopTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Shows a notification; answers its id, for `closeNotification`. */
export function notify(options: NotifyOptions): number {
  const { message } = options;
  const notification: Notification = {
    id: nextId++,
    title: options.title ?? '',
    messages: message === undefined ? [] : Array.isArray(message) ? [...message] : [message],
    type: options.type ?? NOTIFICATION_DEFAULTS.type,
    position: options.position ?? NOTIFICATION_DEFAULTS.position,
    duration: options.duration ?? NOTIFICATION_DEFAULTS.duration,
    offset: options.offset ?? NOTIFICATION_DEFAULTS.offset,
    paused: false,
  };
  publish([...notifications, notification]);
  startTimer(notification);
  return notification.id;
}

export function closeNotification(id: number): void {
  stopTimer(id);
  if (!notifications.some((notification) => notification.id === id)) return;
  publish(notifications.filter((notification) => notification.id !== id));
}

/** Escape closes them all (spec §4). */
export function closeAllNotifications(): void {
  for (const id of timers.keys()) stopTimer(id);
  if (notifications.length > 0) publish([]);
}

/** The pointer is over it: the timer stops. */
export function pauseNotification(id: number): void {
  const notification = notifications.find((item) => item.id === id);
  if (!notification || notification.paused) return;
  stopTimer(id);
  publish(notifications.map((item) => (item.id === id ? { ...item, paused: true } : item)));
}

/** The pointer left: the full duration starts again, not what was left of it. */
export function resumeNotification(id: number): void {
  const notification = notifications.find((item) => item.id === id);
  if (!notification?.paused) return;
  const resumed = { ...notification, paused: false };
  publish(notifications.map((item) => (item.id === id ? resumed : item)));
  startTimer(resumed);
}

export function getNotifications(): readonly Notification[] {
  return notifications;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}
