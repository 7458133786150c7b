/**
 * Popups on a page for the popup tests: markup, context and a host that
 * records beacons.
 */
import { printedPopupSchema } from '../../../src/popups/model';
import { Popup, type PopupHost } from '../../../src/popups/popup';
import type { ConditionContext } from '../../../src/popups/conditions';

function markup( id: number ) {
	return `
	<div id="pum-${ id }" class="vitrina-popup" data-popup-id="${ id }" hidden>
		<div class="vitrina-popup__container" role="dialog" aria-modal="true" aria-labelledby="t${ id }">
			<div id="t${ id }" class="vitrina-popup__title">Скидка</div>
			<div class="vitrina-popup__content">
				<input type="email" name="email" aria-label="E-mail" />
				<a href="#terms">Условия</a>
			</div>
			<button type="button" class="vitrina-popup__close" aria-label="Закрыть">×</button>
		</div>
	</div>`;
}

export const context = (): ConditionContext => ( {
	page: {
		types: [ 'is_front_page' ],
		id: 1,
		postType: 'page',
		terms: { product_cat: [], product_tag: [] },
	},
	loggedIn: false,
	cart: { count: 0, total: 0 },
	width: 1280,
	referrer: '',
} );

export function setup(
	settings: Record< string, unknown > = {},
	ids = [ 5 ],
	reduced = false
) {
	document.body.innerHTML =
		'<button id="opener">Открыть</button>' + ids.map( markup ).join( '' );
	const beacons: Array< [ string, number ] > = [];
	const popups: Popup[] = [];
	const host: PopupHost = {
		context,
		reducedMotion: () => reduced,
		beacon: ( event, id ) => beacons.push( [ event, id ] ),
		popups: () => popups,
	};
	for ( const id of ids ) {
		popups.push(
			new Popup(
				document.getElementById( `pum-${ id }` )!,
				printedPopupSchema.parse( { id, ...settings } ),
				host
			)
		);
	}
	return { popups, beacons, popup: popups[ 0 ] };
}

export function clearCookies() {
	document.cookie.split( ';' ).forEach( ( part ) => {
		const name = part.trim().split( '=' )[ 0 ];
		if ( name ) {
			document.cookie = `${ name }=; max-age=0; path=/`;
		}
	} );
}
