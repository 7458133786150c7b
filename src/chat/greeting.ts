/**
 * The chat greeting box: shown 150 ms after the page is ready unless the
 * shopper closed it before; open or closed is remembered in local storage.
 * The round button toggles the box (without JavaScript it opens the chat).
 */
import { browserStorage } from '@runtime/storage';
import { CHAT, type GreetingState } from './constants';

/**
 * The remembered state (null when none or storage is unavailable).
 *
 * @param storage Where it is kept.
 */
export function readState( storage: Storage | null ): GreetingState | null {
	try {
		const value = storage?.getItem( CHAT.storageKey );
		return value === 'open' || value === 'closed' ? value : null;
	} catch {
		return null;
	}
}

function writeState( storage: Storage | null, state: GreetingState ): void {
	try {
		storage?.setItem( CHAT.storageKey, state );
	} catch {
		// Private mode or full storage: the state is just not remembered.
	}
}

/**
 * Enhances one chat button.
 *
 * @param root    The element holding the button and the greeting box.
 * @param storage Where the state is kept (local storage by default).
 * @return A function that undoes the timer and the listeners.
 */
export function initChat(
	root: HTMLElement,
	storage: Storage | null = browserStorage( 'local' )
): () => void {
	const box = root.querySelector< HTMLElement >(
		'[data-vitrina-chat="greeting"]'
	);
	const toggle = root.querySelector< HTMLElement >(
		'[data-vitrina-chat="toggle"]'
	);
	if ( ! box || ! toggle ) {
		return () => {};
	}
	const close = root.querySelector< HTMLElement >(
		'[data-vitrina-chat="close"]'
	);
	toggle.setAttribute( 'role', 'button' );

	const set = ( open: boolean, remember: boolean ) => {
		box.hidden = ! open;
		toggle.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
		root.classList.toggle( 'is-open', open );
		if ( remember ) {
			writeState( storage, open ? 'open' : 'closed' );
		}
	};

	const onToggle = ( event: Event ) => {
		event.preventDefault();
		set( box.hidden, true );
	};
	const onKey = ( event: KeyboardEvent ) => {
		// A link acting as a button: Space toggles it too.
		if ( event.key === ' ' ) {
			onToggle( event );
		}
	};
	const onClose = () => {
		set( false, true );
		toggle.focus();
	};
	const onEscape = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && ! box.hidden ) {
			onClose();
		}
	};

	// One signal removes every listener below.
	const listening = new AbortController();
	const { signal } = listening;
	toggle.addEventListener( 'click', onToggle, { signal } );
	toggle.addEventListener( 'keydown', onKey, { signal } );
	close?.addEventListener( 'click', onClose, { signal } );
	root.addEventListener( 'keydown', onEscape, { signal } );

	const timer =
		readState( storage ) === 'closed'
			? undefined
			: window.setTimeout( () => set( true, false ), CHAT.showDelay );

	return () => {
		window.clearTimeout( timer );
		listening.abort();
	};
}
