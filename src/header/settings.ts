import { fields, isBoolean, isNumber, isString, oneOf } from '@runtime/checks';

/** The mobile menu's layouts (see includes/Header/Header.php). */
export const LAYOUTS = [ 'dropdown', 'drilldown', 'tab' ] as const;

/** The header island's server settings (see includes/Header/Header.php). */
export interface HeaderSettings {
	sticky: boolean;
	stickyThreshold: number;
	hideOnScroll: boolean;
	mobileNav: ( typeof LAYOUTS )[ number ];
	tooltips: boolean;
	lazy: boolean;
	lazyOffset: number;
	preloader: boolean;
	/** The island runs on the shopper's first use of the page (includes/Header/Header.php need()). */
	afterUse: boolean;
	/** The accessible name of dismiss links that have none (the coming-soon banner's). */
	dismissLabel: string;
}

/**
 * Checks the header's settings (no zod: the header runs on a first view,
 * which loads none).
 *
 * @param raw The printed settings.
 */
export const checkHeaderSettings = ( raw: unknown ): HeaderSettings | null =>
	fields< HeaderSettings >( raw, {
		sticky: isBoolean,
		stickyThreshold: isNumber,
		hideOnScroll: isBoolean,
		mobileNav: oneOf( LAYOUTS ),
		tooltips: isBoolean,
		lazy: isBoolean,
		lazyOffset: isNumber,
		preloader: isBoolean,
		afterUse: isBoolean,
		dismissLabel: isString,
	} );
