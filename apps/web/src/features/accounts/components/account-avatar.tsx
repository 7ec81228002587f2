import type { Account } from '@konter/shared/contracts/accounts';

/** The account's photo, else the first letter of the name on the brand colour. */
export function AccountAvatar({
  account,
  className = 'size-16 text-2xl',
}: {
  account: Pick<Account, 'name' | 'avatar'>;
  className?: string;
}) {
  if (account.avatar) {
    return (
      <img
        src={account.avatar}
        alt=""
        className={`${className} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-foreground ring-2 ring-white`}
    >
      {account.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
