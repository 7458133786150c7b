/**
 * Quantity plus/minus (spec §5): the step defaults to 1 when missing or
 * 'any'; plus is capped at max when set; minus is floored at min (default
 * 0); the value keeps the step's decimals.
 */

export interface QuantityField {
	value: string;
	step?: string | null;
	min?: string | null;
	max?: string | null;
}

/**
 * The number of decimals of a step ("0.25" has 2).
 *
 * @param step The step.
 */
export function decimalsOf( step: number ): number {
	const text = String( step );
	if ( text.includes( 'e-' ) ) {
		return Number( text.split( 'e-' )[ 1 ] );
	}
	const dot = text.indexOf( '.' );
	return dot === -1 ? 0 : text.length - dot - 1;
}

const parse = ( raw: string | null | undefined ): number | null => {
	if ( raw === null || raw === undefined || raw.trim() === '' ) {
		return null;
	}
	const n = Number( raw );
	return Number.isFinite( n ) ? n : null;
};

/**
 * The step of a field.
 *
 * @param raw The step attribute.
 */
export function stepOf( raw: string | null | undefined ): number {
	if ( raw === 'any' ) {
		return 1;
	}
	const step = parse( raw );
	return step !== null && step > 0 ? step : 1;
}

/**
 * The value after pressing plus or minus.
 *
 * @param field     The field's value, step, min and max attributes.
 * @param direction Which button.
 * @return The new value, as the field shows it.
 */
export function stepQuantity(
	field: QuantityField,
	direction: 'plus' | 'minus'
): string {
	const step = stepOf( field.step );
	const decimals = decimalsOf( step );
	const current = parse( field.value ) ?? 0;
	const min = parse( field.min ) ?? 0;
	const max = parse( field.max );
	let next: number;
	if ( direction === 'plus' ) {
		next = current + step;
		if ( max !== null && max > 0 && next > max ) {
			next = max;
		}
	} else {
		next = current - step;
		if ( next < min ) {
			next = min;
		}
	}
	return next.toFixed( decimals );
}
