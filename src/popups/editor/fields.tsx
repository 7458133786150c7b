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

interface ControlProps {
	id: string;
	'aria-describedby'?: string;
}

/**
 * One labelled field: the control (rendered by `control` with its id and
 * description), its label (after the control for a toggle), help and error.
 *
 * @param props         The field.
 * @param props.label   Its label.
 * @param props.help    Its help.
 * @param props.error   Its error.
 * @param props.toggle  Whether it is a checkbox.
 * @param props.control Renders the control.
 */
function Field( {
	label,
	help,
	error,
	toggle,
	control,
}: Base & {
	error?: string;
	toggle?: boolean;
	control: ( props: ControlProps ) => JSX.Element;
} ) {
	const id = useId();
	const labelEl = <label htmlFor={ id }>{ label }</label>;
	return (
		<p
			className={
				toggle
					? 'vitrina-popup-field vitrina-popup-field--toggle'
					: 'vitrina-popup-field'
			}
		>
			{ ! toggle && labelEl }
			{ control( {
				id,
				'aria-describedby': describedBy( id, help, error ),
			} ) }
			{ toggle && labelEl }
			<Help id={ id } help={ help } error={ error } />
		</p>
	);
}

export function NumberField( {
	label,
	help,
	field,
	value,
	onChange,
}: Base & { field: string; value: number; onChange: ( n: number ) => void } ) {
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
		<Field
			label={ label }
			help={ help }
			error={ error }
			control={ ( props ) => (
				<input
					{ ...props }
					type="number"
					inputMode="numeric"
					value={ text }
					min={ min }
					max={ max }
					aria-invalid={ error ? true : undefined }
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
			) }
		/>
	);
}

export function LengthField( {
	label,
	help,
	value,
	onChange,
}: Base & { value: string; onChange: ( v: string ) => void } ) {
	const [ text, setText ] = useState( value );
	const error = isLength( text )
		? ''
		: __( 'Enter a length such as 640px, 50% or auto.', 'vitrina' );
	return (
		<Field
			label={ label }
			help={ help }
			error={ error }
			control={ ( props ) => (
				<input
					{ ...props }
					type="text"
					value={ text }
					aria-invalid={ error ? true : undefined }
					onChange={ ( e ) => {
						setText( e.target.value );
						if ( isLength( e.target.value ) ) {
							onChange( e.target.value.trim().toLowerCase() );
						}
					} }
				/>
			) }
		/>
	);
}

export function TextField( {
	label,
	help,
	value,
	onChange,
}: Base & { value: string; onChange: ( v: string ) => void } ) {
	return (
		<Field
			label={ label }
			help={ help }
			control={ ( props ) => (
				<input
					{ ...props }
					type="text"
					value={ value }
					onChange={ ( e ) => onChange( e.target.value ) }
				/>
			) }
		/>
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
	return (
		<Field
			label={ label }
			help={ help }
			control={ ( props ) => (
				<select
					{ ...props }
					value={ value }
					onChange={ ( e ) => onChange( e.target.value ) }
				>
					{ options.map( ( [ v, text ] ) => (
						<option key={ v } value={ v }>
							{ text }
						</option>
					) ) }
				</select>
			) }
		/>
	);
}

export function Toggle( {
	label,
	help,
	checked,
	onChange,
}: Base & { checked: boolean; onChange: ( v: boolean ) => void } ) {
	return (
		<Field
			label={ label }
			help={ help }
			toggle
			control={ ( props ) => (
				<input
					{ ...props }
					type="checkbox"
					checked={ checked }
					onChange={ ( e ) => onChange( e.target.checked ) }
				/>
			) }
		/>
	);
}
