/**
 * The compare page: the category selector (tabs, arrow keys), removing a
 * product or a whole category; follows changes made in other tabs through
 * the compare fragments call. Every answer replaces the page's content
 * with the server's markup.
 */
import { applyFragments, replaceIn } from '@runtime/html';
import {
	compareFragments,
	removeCategoryFromCompare,
	removeFromCompare,
	type CompareTableAnswer as Answer,
} from './api';
import { FAILURES } from './constants';
import { clickedButton, followList, listen, listRequests } from './page';
import type { ListsSettings } from './settings';

const CONTENT = '.vitrina-compare-content';

/**
 * Shows one category's table.
 *
 * @param root       The container.
 * @param categoryId The category.
 * @param focus      Move focus to its tab.
 */
export function selectCategory(
	root: HTMLElement,
	categoryId: number,
	focus = false
): void {
	const content = root.querySelector< HTMLElement >( CONTENT );
	if ( ! content ) {
		return;
	}
	content.dataset.current = String( categoryId );
	content
		.querySelectorAll< HTMLElement >( '.vitrina-compare-category' )
		.forEach( ( tab ) => {
			const on = Number( tab.dataset.categoryId ) === categoryId;
			tab.setAttribute( 'aria-selected', on ? 'true' : 'false' );
			tab.tabIndex = on ? 0 : -1;
			if ( on && focus ) {
				tab.focus();
			}
		} );
	if ( content.querySelector( '.vitrina-compare-category' ) ) {
		content
			.querySelectorAll< HTMLElement >( '.vitrina-compare-table' )
			.forEach( ( table ) => {
				table.hidden =
					Number( table.dataset.categoryId ) !== categoryId;
			} );
	}
}

/**
 * Enhances one compare page container.
 *
 * @param root     The `[data-vitrina-compare]` container.
 * @param settings The island's settings.
 * @return A function that stops listening.
 */
export function initComparePage(
	root: HTMLElement,
	settings: ListsSettings
): () => void {
	const current = () =>
		Number(
			root.querySelector< HTMLElement >( CONTENT )?.dataset.current
		) || 0;

	const request = listRequests< Answer >(
		root,
		'compare',
		settings,
		( answer ) => replaceIn( root, CONTENT, answer.table )
	);
	const run = ( call: ( key: string ) => Promise< Answer > ) =>
		request( call, FAILURES.removeFromCompare );

	const onClick = ( event: MouseEvent ) => {
		const target = clickedButton( root, event );
		if ( ! target ) {
			return;
		}
		if ( target.matches( '.vitrina-compare-category' ) ) {
			selectCategory( root, Number( target.dataset.categoryId ) );
		} else if ( target.matches( '.vitrina-compare-remove' ) ) {
			const id = Number( target.dataset.productId );
			void run( ( key ) =>
				removeFromCompare( settings.ajaxUrl, id, current(), key )
			);
		} else if ( target.matches( '.vitrina-compare-remove-category' ) ) {
			const categoryId = Number( target.dataset.categoryId );
			void run( ( key ) =>
				removeCategoryFromCompare( settings.ajaxUrl, categoryId, key )
			);
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const tab = ( event.target as Element | null )?.closest< HTMLElement >(
			'.vitrina-compare-category'
		);
		if (
			! tab ||
			! [ 'ArrowLeft', 'ArrowRight', 'Home', 'End' ].includes( event.key )
		) {
			return;
		}
		const tabs = Array.from(
			root.querySelectorAll< HTMLElement >( '.vitrina-compare-category' )
		);
		const at = tabs.indexOf( tab );
		let next = at;
		if ( event.key === 'ArrowLeft' ) {
			next = ( at - 1 + tabs.length ) % tabs.length;
		} else if ( event.key === 'ArrowRight' ) {
			next = ( at + 1 ) % tabs.length;
		} else if ( event.key === 'Home' ) {
			next = 0;
		} else {
			next = tabs.length - 1;
		}
		event.preventDefault();
		selectCategory(
			root,
			Number( tabs[ next ]?.dataset.categoryId ),
			true
		);
	};

	return listen( root, { click: onClick, keydown: onKeyDown } );
}

/**
 * The state listener of a compare page: when another tab changed the list,
 * fetches the compare fragments (the page's content and the counters).
 *
 * @param root     The container.
 * @param settings The settings.
 */
export const followCompare = ( root: HTMLElement, settings: ListsSettings ) =>
	followList(
		root,
		'compare',
		CONTENT,
		( shown ) =>
			compareFragments(
				settings.ajaxUrl,
				Number( shown.dataset.current ) || 0
			).then( ( answer ) =>
				applyFragments( answer.fragments, document )
			),
		FAILURES.compareData
	);
