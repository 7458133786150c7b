/**
 * Checks of the few settings a first view reads (the runtime's, the header's,
 * tracking's), written out so that a first view loads no zod: zod (the
 * shared chunk, build/shared/zod.js) comes with the islands that check
 * answers, and with the state's answer, when there is one to check.
 *
 * `fields( raw, tests )` gives the object with the tested fields (and only
 * those), or null when one of them fails its test.
 */

/** A test of one field's value. */
export type FieldTest< T > = ( value: unknown ) => value is T;

/** The tests of an object's fields. */
export type FieldTests< T > = { [ K in keyof T ]-?: FieldTest< T[ K ] > };

export const isString: FieldTest< string > = ( value ): value is string =>
	typeof value === 'string';

export const isBoolean: FieldTest< boolean > = ( value ): value is boolean =>
	typeof value === 'boolean';

/**
 * A finite number.
 * @param value
 */
export const isNumber: FieldTest< number > = ( value ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

/**
 * The value when it is a string, else the empty string (a field that falls
 * back to empty rather than failing its object).
 * @param value
 */
export const stringOrEmpty = ( value: unknown ): string =>
	isString( value ) ? value : '';

/**
 * An object (an array too) or null, its fields checked by the code that
 * uses it.
 * @param value
 */
export const isObjectOrNull: FieldTest< object | null > = (
	value
): value is object | null => typeof value === 'object';

/**
 * A whole number, zero or more.
 * @param value
 */
export const isCount: FieldTest< number > = ( value ): value is number =>
	Number.isInteger( value ) && ( value as number ) >= 0;

/**
 * One of the values given.
 *
 * @param values The values allowed.
 */
export const oneOf =
	< const V extends readonly string[] >(
		values: V
	): FieldTest< V[ number ] > =>
	( value ): value is V[ number ] =>
		typeof value === 'string' && values.includes( value );

/**
 * The test, or absent.
 *
 * @param test The test of a present value.
 */
export const optional =
	< T >( test: FieldTest< T > ): FieldTest< T | undefined > =>
	( value ): value is T | undefined =>
		value === undefined || test( value );

/**
 * An array whose every item passes the test.
 *
 * @param test The test of an item.
 */
export const arrayOf =
	< T >( test: FieldTest< T > ): FieldTest< T[] > =>
	( value ): value is T[] =>
		Array.isArray( value ) && value.every( ( item ) => test( item ) );

/**
 * An object (a record) whose every value passes the test.
 *
 * @param test The test of a value.
 */
export const recordOf =
	< T >( test: FieldTest< T > ): FieldTest< Record< string, T > > =>
	( value ): value is Record< string, T > =>
		value !== null &&
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		Object.values( value ).every( ( item ) => test( item ) );

/**
 * An object with these fields, or null.
 *
 * @param tests The tests of its fields.
 */
export const nullableObject =
	< T >( tests: FieldTests< T > ): FieldTest< T | null > =>
	( value ): value is T | null =>
		value === null || fields( value, tests ) !== null;

/**
 * An object with these fields.
 *
 * @param tests The tests of its fields.
 */
export const objectOf =
	< T >( tests: FieldTests< T > ): FieldTest< T > =>
	( value ): value is T =>
		fields( value, tests ) !== null;

/**
 * The object's tested fields, or null when it is not an object or a field
 * fails its test. Other fields are left out.
 *
 * @param raw   The value.
 * @param tests The tests of its fields.
 */
export function fields< T >( raw: unknown, tests: FieldTests< T > ): T | null {
	if ( raw === null || typeof raw !== 'object' || Array.isArray( raw ) ) {
		return null;
	}
	const source = raw as Record< string, unknown >;
	const out: Partial< T > = {};
	for ( const key of Object.keys( tests ) as Array< keyof T & string > ) {
		const value = source[ key ];
		if ( ! tests[ key ]( value ) ) {
			return null;
		}
		if ( value !== undefined ) {
			out[ key ] = value as T[ typeof key ];
		}
	}
	return out as T;
}

/**
 * A copy of an object with the given fields mended (a present field's value
 * passed through its fix), every other field kept as it is; null when the
 * value is not an object.
 *
 * @param raw   The value.
 * @param fixes The fixes of the fields, each given a present value.
 */
export function loose(
	raw: unknown,
	fixes: Record< string, ( value: unknown ) => unknown >
): Record< string, unknown > | null {
	if ( raw === null || typeof raw !== 'object' || Array.isArray( raw ) ) {
		return null;
	}
	const out: Record< string, unknown > = { ...raw };
	for ( const [ key, fix ] of Object.entries( fixes ) ) {
		if ( out[ key ] !== undefined ) {
			out[ key ] = fix( out[ key ] );
		}
	}
	return out;
}
