/**
 * The summary of the confirmed delivery, built from the selection's fields
 * with text nodes only (the provider's HTML is never inserted).
 */
import type { DeliverySelection } from './config';
import {
	CHECKOUT_CHANGE_LINK_CLASS,
	CHECKOUT_SUMMARY_CLASS,
	DELIVERY_TYPE,
	type Lang,
} from './constants';
import { addressLine, postcode } from './address';

/** Texts of the summary; the server gives translated ones. */
export interface SummaryMessages {
	changeDelivery: string;
	chosenDelivery: string;
	cost: string;
	days: string;
	address: string;
	pickupPoint: string;
}

export const DEFAULT_MESSAGES: Record< Lang, SummaryMessages > = {
	en: {
		changeDelivery: 'Change delivery',
		chosenDelivery: 'Your delivery',
		cost: 'Cost',
		days: 'Delivery time',
		address: 'Address',
		pickupPoint: 'Pickup point',
	},
	ru: {
		changeDelivery: 'Изменить доставку',
		chosenDelivery: 'Ваша доставка',
		cost: 'Стоимость',
		days: 'Срок доставки',
		address: 'Адрес',
		pickupPoint: 'Пункт выдачи',
	},
};

const KINDS: Record< Lang, Record< number, string > > = {
	en: { 1: 'pickup point', 2: 'courier', 3: 'post', 4: 'return' },
	ru: { 1: 'пункт выдачи', 2: 'курьер', 3: 'почта', 4: 'возврат' },
};

const DAYS: Record< Lang, ( min: number, max: number ) => string > = {
	en: ( min, max ) =>
		min && min !== max ? `${ min }–${ max } days` : `${ max } days`,
	ru: ( min, max ) =>
		min && min !== max ? `${ min }–${ max } дн.` : `${ max } дн.`,
};

const money = ( amount: number ): string =>
	`${ amount.toLocaleString( 'ru-RU', {
		maximumFractionDigits: 2,
	} ) } ₽`;

/**
 * The summary lines (label, value) of a selection.
 *
 * @param selection The selection.
 * @param lang      The page language.
 * @param messages  Texts.
 * @return The lines; the first has no label.
 */
export function summaryLines(
	selection: DeliverySelection,
	lang: Lang,
	messages: SummaryMessages
): Array< [ string, string ] > {
	const delivery = selection.delivery ?? {};
	const kind = KINDS[ lang ][ delivery.type ?? 0 ] ?? '';
	const head = [ delivery.company?.name, kind ]
		.filter( ( part ) => !! part )
		.join( ', ' );
	const lines: Array< [ string, string ] > = [ [ '', head ] ];
	if ( typeof delivery.price === 'number' ) {
		lines.push( [ messages.cost, money( delivery.price ) ] );
	}
	const max = Number( delivery.days?.max ?? 0 );
	if ( max > 0 ) {
		lines.push( [
			messages.days,
			DAYS[ lang ]( Number( delivery.days?.min ?? 0 ), max ),
		] );
	}
	const city = selection.city?.name ?? '';
	const isPickup =
		delivery.type === DELIVERY_TYPE.pickup && !! delivery.point;
	const place = isPickup
		? [ delivery.point?.name, addressLine( selection ) ]
		: [ addressLine( selection ) ];
	lines.push( [
		isPickup ? messages.pickupPoint : messages.address,
		[ postcode( selection ), city, ...place ]
			.filter( ( part ) => !! part )
			.join( ', ' ),
	] );
	return lines.filter( ( [ , value ] ) => !! value );
}

/**
 * Renders the summary with a 'change delivery' link into a container.
 *
 * @param container The summary element.
 * @param selection The selection.
 * @param lang      The page language.
 * @param messages  Texts.
 * @param onChange  Called when the shopper clicks the link.
 */
export function renderSummary(
	container: HTMLElement,
	selection: DeliverySelection,
	lang: Lang,
	messages: SummaryMessages,
	onChange: () => void
): void {
	const doc = container.ownerDocument;
	container.replaceChildren();
	container.classList.add( CHECKOUT_SUMMARY_CLASS );
	const title = doc.createElement( 'strong' );
	title.className = `${ CHECKOUT_SUMMARY_CLASS }-title`;
	title.textContent = messages.chosenDelivery;
	container.append( title );
	const list = doc.createElement( 'ul' );
	for ( const [ label, value ] of summaryLines(
		selection,
		lang,
		messages
	) ) {
		const item = doc.createElement( 'li' );
		item.textContent = label ? `${ label }: ${ value }` : value;
		list.append( item );
	}
	container.append( list );
	const link = doc.createElement( 'a' );
	link.href = '#';
	link.className = CHECKOUT_CHANGE_LINK_CLASS;
	link.setAttribute( 'role', 'button' );
	link.textContent = messages.changeDelivery;
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		onChange();
	} );
	container.append( link );
	container.hidden = false;
}
