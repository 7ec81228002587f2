/** The unread count on the notification bell and the navigation (NTF-01): "99+" beyond two digits. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] leading-5 font-bold text-white tabular-nums ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
