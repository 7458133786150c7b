/**
 * Small labelled form fields for the popup settings panel: native inputs
 * (keyboard and screen-reader friendly as they are), each with its help
 * and, for a value the server would refuse, an inline error; a refused
 * value is not passed on.
 */
import { useId, useState } from '@wordpress/element';
import type { InputHTMLAttributes } from 'react';
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

/** A field's props: its label and help, its value and who takes a new one. */
export type FieldProps< V > = Base & {
	value: V;
	onChange: ( value: V ) => void;
};

/**
 * A text input checked as it is typed: the text stays as typed, with the
 * error of a value the server would refuse, and only a good value is
 * passed on.
 *
 * @param props          The field.
 * @param props.value    The value it starts with.
 * @param props.onChange Takes a good value.
 * @param props.check    The error of a text ('' for a good one).
 * @param props.parse    The value of a good text.
 * @param props.input    The input's own attributes.
 */
function CheckedField< V >( {
	value,
	onChange,
	check,
	parse,
	input,
	...base
}: FieldProps< V > & {
	check: ( text: string ) => string;
	parse: ( text: string ) => V;
	input: InputHTMLAttributes< HTMLInputElement >;
} ) {
	const [ text, setText ] = useState( String( value ) );
	const error = check( text );
	return (
		<Field
			{ ...base }
			error={ error }
			control={ ( props ) => (
				<input
					{ ...props }
					{ ...input }
					value={ text }
					aria-invalid={ error ? true : undefined }
					onChange={ ( e ) => {
						setText( e.target.value );
						if ( ! check( e.target.value ) ) {
							onChange( parse( e.target.value ) );
						}
					} }
				/>
			) }
		/>
	);
}

export function NumberField( {
	field,
	...props
}: FieldProps< number > & { field: string } ) {
	const [ min, max ] = LIMITS[ field ] ?? [ undefined, undefined ];
	return (
		<CheckedField
			{ ...props }
			check={ ( text ) =>
				text.trim() === '' || ! inLimits( field, Number( text ) )
					? sprintf(
							/* translators: 1: lowest value, 2: highest value. */
							__(
								'Enter a number from %1$d to %2$d.',
								'vitrina'
							),
							min ?? 0,
							max ?? 0
						)
					: ''
			}
			parse={ Number }
			input={ { type: 'number', inputMode: 'numeric', min, max } }
		/>
	);
}

export const LengthField = ( props: FieldProps< string > ) => (
	<CheckedField
		{ ...props }
		check={ ( text ) =>
			isLength( text )
				? ''
				: __( 'Enter a length such as 640px, 50% or auto.', 'vitrina' )
		}
		parse={ ( text ) => text.trim().toLowerCase() }
		input={ { type: 'text' } }
	/>
);

export const TextField = ( {
	value,
	onChange,
	...base
}: FieldProps< string > ) => (
	<Field
		{ ...base }
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

export const SelectField = ( {
	value,
	onChange,
	options,
	...base
}: FieldProps< string > & { options: Array< [ string, string ] > } ) => (
	<Field
		{ ...base }
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

export const Toggle = ( {
	value,
	onChange,
	...base
}: FieldProps< boolean > ) => (
	<Field
		{ ...base }
		toggle
		control={ ( props ) => (
			<input
				{ ...props }
				type="checkbox"
				checked={ value }
				onChange={ ( e ) => onChange( e.target.checked ) }
			/>
		) }
	/>
);
