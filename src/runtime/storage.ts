/**
 * The browser's own storage (localStorage, sessionStorage): what the islands
 * keep for the browser alone. Nothing here is ever sent with a request by
 * itself, so a page a cache keeps never depends on it; an island sends what
 * the server needs with the one request that needs it. A browser that
 * refuses storage (private mode, full, blocked) reads nothing and keeps
 * nothing.
 */

export type StorageKind = 'local' | 'session';

/**
 * The storage of a kind, or null when the browser refuses it.
 *
 * @param kind local or session.
 */
export function browserStorage( kind: StorageKind ): Storage | null {
	try {
		return kind === 'local' ? window.localStorage : window.sessionStorage;
	} catch {
		return null;
	}
}

/**
 * A kept value, or null.
 *
 * @param kind local or session.
 * @param key  The key.
 */
export function readStored( kind: StorageKind, key: string ): string | null {
	try {
		return browserStorage( kind )?.getItem( key ) ?? null;
	} catch {
		return null;
	}
}

/**
 * Keeps a value (null removes it); false when the browser refused.
 *
 * @param kind  local or session.
 * @param key   The key.
 * @param value The value.
 */
export function writeStored(
	kind: StorageKind,
	key: string,
	value: string | null
): boolean {
	try {
		const store = browserStorage( kind );
		if ( ! store ) {
			return false;
		}
		if ( value === null ) {
			store.removeItem( key );
		} else {
			store.setItem( key, value );
		}
		return true;
	} catch {
		return false;
	}
}
