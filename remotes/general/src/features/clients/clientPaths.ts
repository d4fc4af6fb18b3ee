import { remoteEntry } from '@nail-or-never/shared';

/** Addresses inside the clients page, below the base path the host mounted it at. */
export const clientHref = {
  list: (basePath: string) => basePath,
  detail: (basePath: string, id: number) => `${basePath}/${id}`,
};

/** Where another general page is mounted (the remotes table), for links by address between pages. */
function pagePath(page: string, fallback: string): string {
  return remoteEntry('general')?.mounts.find((mount) => mount.page === page)?.basePath ?? fallback;
}

/** The bookings page with its "New booking" dialog open for this client (`?new=1&clientId=`). */
export const newBookingHref = (clientId: number): string => `${pagePath('booking', '/admin/booking')}?new=1&clientId=${clientId}`;

export const giftCardHref = (cardId: number): string => `${pagePath('gift-card', '/admin/gift-card')}/${cardId}`;

/** The list with its "New client" dialog open. */
export const newClientHref = (basePath: string): string => `${basePath}?new=1`;
