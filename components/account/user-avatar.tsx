'use client';

/** Up to two initials from the name, or the first letter of the email; "?" as a last resort. */
export function initialsOf(name: string | null, email: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
  return (email ?? '').trim().charAt(0).toUpperCase() || '?';
}

/** The reader's photo, or their initials when the provider has no photo. Decorative: the button around it carries the name. */
export function UserAvatar({
  name,
  email,
  photoURL,
}: {
  name: string | null;
  email: string | null;
  photoURL: string | null;
}) {
  if (photoURL) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a remote avatar of 32 px in a static export: next/image would not optimise it anyway.
      <img
        className="account-avatar__image"
        src={photoURL}
        alt=""
        width={32}
        height={32}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className="account-avatar__initials" aria-hidden="true">
      {initialsOf(name, email)}
    </span>
  );
}
