/**
 * The wishlist page: bulk select and remove (after the configured
 * confirmation), remove one product, groups (create, rename, delete, move a
 * product), copying the private share link, a guest's e-mail forms (the
 * restore link, wishlist alerts); follows changes made in other tabs. Every
 * answer replaces the page's content with the server's markup.
 */
import { applyFragments, replaceIn } from '@runtime/html';
import {
	removeFromWishlist,
	saveWishlist,
	subscribeAlerts,
	wishlistContent,
	wishlistGroup,
	type WishlistContentAnswer as Answer,
} from './api';
import { FAILURES } from './constants';
import {
	clickedButton,
	followList,
	listen,
	listNonce,
	listRequests,
} from './page';
import type { ListsSettings } from './settings';

const CONTENT = '.vitrina-wishlist-content';

/**
 * Enhances one wishlist page container.
 *
 * @param root     The `[data-vitrina-wishlist]` container.
 * @param settings The island's settings.
 * @return A function that stops listening.
 */
export function initWishlistPage(
	root: HTMLElement,
	settings: ListsSettings
): () => void {
	const shared = root.dataset.shared === '1';
	const page = () => Number( root.dataset.page ) || 1;
	const selected = () =>
		Array.from(
			root.querySelectorAll< HTMLInputElement >(
				'.vitrina-wishlist-select:checked'
			)
		).map( ( el ) => Number( el.value ) );
	const run = listRequests< Answer >(
		root,
		'wishlist',
		settings,
		( answer ) => {
			replaceIn( root, CONTENT, answer.wishlist_content );
			updateBulk();
		}
	);

	const remove = ( ids: number[] ) =>
		run(
			( nonce ) =>
				removeFromWishlist( settings.ajaxUrl, ids, nonce, page() ),
			FAILURES.removeFromWishlist
		);

	const group = ( params: Parameters< typeof wishlistGroup >[ 1 ] ) =>
		run(
			( nonce ) =>
				wishlistGroup( settings.ajaxUrl, params, nonce, page() ),
			FAILURES.wishlistData
		);

	function updateBulk() {
		const boxes = Array.from(
			root.querySelectorAll< HTMLInputElement >(
				'.vitrina-wishlist-select'
			)
		);
		const checked = boxes.filter( ( b ) => b.checked ).length;
		const bulk = root.querySelector< HTMLButtonElement >(
			'.vitrina-wishlist-bulk-remove'
		);
		if ( bulk ) {
			bulk.disabled = checked === 0;
		}
		const all = root.querySelector< HTMLInputElement >(
			'.vitrina-wishlist-select-all'
		);
		if ( all ) {
			all.checked = boxes.length > 0 && checked === boxes.length;
			all.indeterminate = checked > 0 && checked < boxes.length;
		}
	}

	const onChange = ( event: Event ) => {
		const target = event.target as HTMLElement;
		if ( target.matches( '.vitrina-wishlist-select-all' ) ) {
			const on = ( target as HTMLInputElement ).checked;
			root.querySelectorAll< HTMLInputElement >(
				'.vitrina-wishlist-select'
			).forEach( ( box ) => {
				box.checked = on;
			} );
			updateBulk();
		} else if ( target.matches( '.vitrina-wishlist-select' ) ) {
			updateBulk();
		} else if ( target.matches( '.vitrina-wishlist-move' ) ) {
			const select = target as HTMLSelectElement;
			void group( {
				op: 'move',
				product_id: Number( select.dataset.productId ),
				group_id: Number( select.value ),
			} );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = clickedButton( root, event );
		if ( ! target ) {
			return;
		}
		if ( target.matches( '.vitrina-wishlist-bulk-remove' ) ) {
			const ids = selected();
			// eslint-disable-next-line no-alert -- the spec's configured confirmation.
			if ( ids.length && window.confirm( settings.confirm ) ) {
				void remove( ids );
			}
		} else if ( target.matches( '.vitrina-wishlist-remove' ) ) {
			void remove( [ Number( target.dataset.productId ) ] );
		} else if ( target.matches( '.vitrina-wishlist-group-rename' ) ) {
			// eslint-disable-next-line no-alert -- a one-field question.
			const name = window.prompt(
				settings.texts.groupName,
				target.dataset.name || ''
			);
			if ( name && name.trim() ) {
				void group( {
					op: 'rename',
					group_id: Number( target.dataset.groupId ),
					name: name.trim(),
				} );
			}
		} else if ( target.matches( '.vitrina-wishlist-group-delete' ) ) {
			// eslint-disable-next-line no-alert -- asks before deleting.
			if ( window.confirm( settings.texts.deleteGroup ) ) {
				void group( {
					op: 'delete',
					group_id: Number( target.dataset.groupId ),
				} );
			}
		} else if ( target.matches( '.vitrina-wishlist-share__copy' ) ) {
			const input = root.querySelector< HTMLInputElement >(
				'.vitrina-wishlist-share__url'
			);
			if ( input ) {
				input.select();
				void navigator.clipboard?.writeText( input.value ).then(
					() => {
						target.textContent = settings.texts.copied;
					},
					() => undefined
				);
			}
		}
	};

	const onSubmit = ( event: SubmitEvent ) => {
		const form = event.target as HTMLFormElement;
		if ( form.matches( '.vitrina-wishlist-save' ) ) {
			event.preventDefault();
			void mail( form, ( email, nonce ) =>
				saveWishlist( settings.ajaxUrl, email, nonce )
			);
			return;
		}
		if ( form.matches( '.vitrina-wishlist-alerts' ) ) {
			event.preventDefault();
			const consent = form.elements.namedItem( 'consent' );
			void mail( form, ( email, nonce ) =>
				subscribeAlerts(
					settings.ajaxUrl,
					email,
					consent instanceof HTMLInputElement && consent.checked,
					nonce
				)
			);
			return;
		}
		if ( ! form.matches( '.vitrina-wishlist-new-group' ) ) {
			return;
		}
		event.preventDefault();
		const input = form.elements.namedItem( 'name' ) as HTMLInputElement;
		const name = input?.value.trim();
		if ( name ) {
			void group( { op: 'create', name } );
		}
	};

	/**
	 * Sends one of the guest's e-mail forms (the restore link, wishlist
	 * alerts); says what the server answered in the form's status line.
	 *
	 * @param form The form.
	 * @param send The call, given the address and the wishlist's nonce.
	 */
	async function mail(
		form: HTMLFormElement,
		send: (
			email: string,
			nonce: string
		) => ReturnType< typeof saveWishlist >
	) {
		const input = form.elements.namedItem( 'email' ) as HTMLInputElement;
		if ( form.getAttribute( 'aria-busy' ) === 'true' || ! input ) {
			return;
		}
		const status = form.querySelector( '[role="status"]' );
		const button = form.querySelector< HTMLButtonElement >(
			'button[type="submit"]'
		);
		form.setAttribute( 'aria-busy', 'true' );
		if ( button ) {
			button.disabled = true;
		}
		let text = settings.texts.saveFailed;
		try {
			const answer = await send(
				input.value.trim(),
				await listNonce( 'wishlist' )
			);
			text = 'sent' in answer ? answer.message : answer.error;
			if ( 'sent' in answer ) {
				input.value = '';
			}
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Vitrina: the e-mail could not be sent', error );
		} finally {
			form.removeAttribute( 'aria-busy' );
			if ( button ) {
				button.disabled = false;
			}
		}
		if ( status ) {
			status.textContent = text;
		}
	}

	if ( shared ) {
		return () => undefined;
	}
	const stop = listen( root, {
		change: onChange,
		click: onClick,
		submit: onSubmit,
	} );
	updateBulk();
	return stop;
}

/**
 * The state listener of a wishlist page: when another tab changed the
 * wishlist, fetches this page's content again.
 *
 * @param root     The container.
 * @param settings The settings.
 */
export const followWishlist = ( root: HTMLElement, settings: ListsSettings ) =>
	followList(
		root,
		'wishlist',
		CONTENT,
		() =>
			wishlistContent(
				settings.ajaxUrl,
				Number( root.dataset.page ) || 1
			).then( ( answer ) => {
				replaceIn( root, CONTENT, answer.wishlist_content );
				applyFragments( answer.fragments );
			} ),
		FAILURES.wishlistData
	);
