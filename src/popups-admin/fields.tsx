/**
 * Small labelled form fields for the popup settings panel: native inputs
 * (keyboard and screen-reader friendly as they are), each with its help
 * and, for a value the server would refuse, an inline error; a refused
 * value is not passed on.
 */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { inLimits, isLength, LIMITS } from './model';

interface Base {
	label: string;
	help?: string;
}

function Help( {
	id,
	help,
	error,
}: {
	id: string;
	help?: string;
	error?: string;
} ) {
	return (
		<>
			{ help && (
				<span
					id={ `${ id }-help` }
					className="vitrina-popup-field__help"
				>
					{ help }
				</span>
			) }
			{ error && (
				<span
					id={ `${ id }-error` }
					className="vitrina-popup-field__error"
					role="alert"
				>
					{ error }
				</span>
			) }
		</>
	);
}

const describedBy = ( id: string, help?: string, error?: string ) =>
	[ help ? `${ id }-help` : '', error ? `${ id }-error` : '' ]
		.filter( Boolean )
		.join( ' ' ) || undefined;

export function NumberField( {
	label,
	help,
	field,
	value,
	onChange,
}: Base & { field: string; value: number; onChange: ( n: number ) => void } ) {
	const id = useId();
	const [ text, setText ] = useState( String( value ) );
	const [ min, max ] = LIMITS[ field ] ?? [ undefined, undefined ];
	const n = Number( text );
	const error =
		text.trim() === '' || ! inLimits( field, n )
			? sprintf(
					/* translators: 1: lowest value, 2: highest value. */
					__( 'Enter a number from %1$d to %2$d.', 'vitrina' ),
					min ?? 0,
					max ?? 0
				)
			: '';
	return (
		<p className="vitrina-popup-field">
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="number"
				inputMode="numeric"
				value={ text }
				min={ min }
				max={ max }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy( id, help, error ) }
				onChange={ ( e ) => {
					setText( e.target.value );
					const next = Number( e.target.value );
					if (
						e.target.value.trim() !== '' &&
						inLimits( field, next )
					) {
						onChange( next );
					}
				} }
			/>
			<Help id={ id } help={ help } error={ error } />
		</p>
	);
}

export function LengthField( {
	label,
	help,
	value,
	onChange,
}: Base & { value: string; onChange: ( v: string ) => void } ) {
	const id = useId();
	const [ text, setText ] = useState( value );
	const error = isLength( text )
		? ''
		: __( 'Enter a length such as 640px, 50% or auto.', 'vitrina' );
	return (
		<p className="vitrina-popup-field">
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="text"
				value={ text }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy( id, help, error ) }
				onChange={ ( e ) => {
					setText( e.target.value );
					if ( isLength( e.target.value ) ) {
						onChange( e.target.value.trim().toLowerCase() );
					}
				} }
			/>
			<Help id={ id } help={ help } error={ error } />
		</p>
	);
}

export function TextField( {
	label,
	help,
	value,
	onChange,
}: Base & { value: string; onChange: ( v: string ) => void } ) {
	const id = useId();
	return (
		<p className="vitrina-popup-field">
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="text"
				value={ value }
				aria-describedby={ describedBy( id, help ) }
				onChange={ ( e ) => onChange( e.target.value ) }
			/>
			<Help id={ id } help={ help } />
		</p>
	);
}

export function SelectField( {
	label,
	help,
	value,
	options,
	onChange,
}: Base & {
	value: string;
	options: Array< [ string, string ] >;
	onChange: ( v: string ) => void;
} ) {
	const id = useId();
	return (
		<p className="vitrina-popup-field">
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ value }
				aria-describedby={ describedBy( id, help ) }
				onChange={ ( e ) => onChange( e.target.value ) }
			>
				{ options.map( ( [ v, text ] ) => (
					<option key={ v } value={ v }>
						{ text }
					</option>
				) ) }
			</select>
			<Help id={ id } help={ help } />
		</p>
	);
}

export function Toggle( {
	label,
	help,
	checked,
	onChange,
}: Base & { checked: boolean; onChange: ( v: boolean ) => void } ) {
	const id = useId();
	return (
		<p className="vitrina-popup-field vitrina-popup-field--toggle">
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				aria-describedby={ describedBy( id, help ) }
				onChange={ ( e ) => onChange( e.target.checked ) }
			/>
			<label htmlFor={ id }>{ label }</label>
			<Help id={ id } help={ help } />
		</p>
	);
}
