/**
 * The header island's server settings (see includes/Header/Header.php),
 * checked by hand (a small check of its own: the header needs no schema library).
 */
export const LAYOUTS = [ 'dropdown', 'drilldown', 'tab' ] as const;

export interface HeaderSettings {
	sticky: boolean;
	stickyThreshold: number;
	hideOnScroll: boolean;
	mobileNav: ( typeof LAYOUTS )[ number ];
	tooltips: boolean;
	lazy: boolean;
	lazyOffset: number;
	preloader: boolean;
	/** The accessible name of dismiss links that have none (the coming-soon banner's). */
	dismissLabel: string;
}

const BOOLEANS = [
	'sticky',
	'hideOnScroll',
	'tooltips',
	'lazy',
	'preloader',
] as const;
const NUMBERS = [ 'stickyThreshold', 'lazyOffset' ] as const;

/**
 * @param raw The parsed JSON.
 * @return The settings, or null when a field is missing or of the wrong type.
 */
export function parseHeaderSettings( raw: unknown ): HeaderSettings | null {
	if ( typeof raw !== 'object' || raw === null ) {
		return null;
	}
	const value = raw as Record< string, unknown >;
	const valid =
		BOOLEANS.every( ( key ) => typeof value[ key ] === 'boolean' ) &&
		NUMBERS.every(
			( key ) =>
				typeof value[ key ] === 'number' &&
				Number.isFinite( value[ key ] )
		) &&
		( LAYOUTS as readonly unknown[] ).includes( value.mobileNav ) &&
		typeof value.dismissLabel === 'string';
	return valid ? ( value as unknown as HeaderSettings ) : null;
}
