/**
 * The card-on-delivery payment method in WooCommerce's Checkout block
 * (includes/Delivery/CardOnDeliveryBlock.php). The block offers it when the
 * Store API cart lists it, i.e. when the server allows it.
 */
import { createElement } from '@wordpress/element';

/** The gateway id (CardOnDeliveryGateway::ID). */
export const CARD_ON_DELIVERY_ID = 'vitrina_cod_card';

export interface PaymentMethodOptions {
	name: string;
	label: unknown;
	ariaLabel: string;
	content: unknown;
	edit: unknown;
	canMakePayment: () => boolean;
	supports: { features: string[] };
}

interface BlocksGlobals {
	wcBlocksRegistry?: {
		registerPaymentMethod?: ( options: PaymentMethodOptions ) => void;
	};
	wcSettings?: {
		getSetting?: ( name: string, fallback: unknown ) => unknown;
	};
}

/**
 * The method's options from the data the server gave the block.
 *
 * @param data `vitrina_cod_card_data` of the block's settings.
 */
export function paymentMethodOptions( data: unknown ): PaymentMethodOptions {
	const given = ( data && typeof data === 'object' ? data : {} ) as Record<
		string,
		unknown
	>;
	const title =
		typeof given.title === 'string' && given.title !== ''
			? given.title
			: CARD_ON_DELIVERY_ID;
	const description =
		typeof given.description === 'string' ? given.description : '';
	const features = Array.isArray( given.supports )
		? given.supports.filter(
				( item ): item is string => typeof item === 'string'
			)
		: [ 'products' ];
	const content = createElement(
		'div',
		{ className: 'vitrina-cod-card__description' },
		description
	);
	return {
		name: CARD_ON_DELIVERY_ID,
		label: createElement( 'span', null, title ),
		ariaLabel: title,
		content,
		edit: content,
		canMakePayment: () => true,
		supports: { features },
	};
}

/**
 * Registers the method with the block.
 *
 * @param wc WooCommerce's globals.
 * @return Whether it was registered.
 */
export function register(
	wc: BlocksGlobals | undefined = ( window as { wc?: BlocksGlobals } ).wc
): boolean {
	const registerPaymentMethod = wc?.wcBlocksRegistry?.registerPaymentMethod;
	if ( typeof registerPaymentMethod !== 'function' ) {
		return false;
	}
	const data = wc?.wcSettings?.getSetting?.(
		`${ CARD_ON_DELIVERY_ID }_data`,
		{}
	);
	registerPaymentMethod( paymentMethodOptions( data ) );
	return true;
}

register();
