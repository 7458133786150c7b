/**
 * Step 2 (formStep): contacts and, for courier and post, the address and a
 * comment for the courier, validated on submit with messages next to the
 * fields.
 */
import { useId, useState } from '@wordpress/element';
import { Step, StepActions, useFrame } from './Step';
import { __, _x } from '@runtime/i18n';
import type { FormEvent } from 'react';
import { COMMENT_MAX, DELIVERY_TYPE } from './constants';
import type { Contacts } from './selection';
import {
	cleanPhone,
	validateForm,
	type FieldName,
	type FormErrors,
} from './validation';

interface Props {
	deliveryType: number;
	countryIsoCode: string;
	contacts: Contacts;
	comment: string;
	onSubmit: ( contacts: Contacts, comment: string ) => void;
}

const ORDER: FieldName[] = [
	'name',
	'phone',
	'email',
	'zipCode',
	'street',
	'building',
	'bulk',
	'apartment',
	'comment',
];

export function FormStep( props: Props ) {
	const id = useId();
	const { backToChoice } = useFrame();
	const [ contacts, setContacts ] = useState( props.contacts );
	const [ comment, setComment ] = useState( props.comment );
	const [ errors, setErrors ] = useState< FormErrors >( {} );
	const [ submitted, setSubmitted ] = useState( false );
	const withAddress = props.deliveryType !== DELIVERY_TYPE.pickup;

	const revalidate = ( next: Contacts, nextComment: string ) => {
		if ( submitted ) {
			setErrors(
				validateForm(
					next,
					nextComment,
					props.deliveryType,
					props.countryIsoCode
				)
			);
		}
	};

	const value = ( name: FieldName ): string => {
		if ( name === 'comment' ) {
			return comment;
		}
		if ( name === 'name' || name === 'phone' || name === 'email' ) {
			return contacts[ name ];
		}
		return contacts.address[ name ];
	};

	const update = ( name: FieldName, raw: string ) => {
		if ( name === 'comment' ) {
			setComment( raw );
			revalidate( contacts, raw );
			return;
		}
		let next: Contacts;
		if ( name === 'name' || name === 'email' ) {
			next = { ...contacts, [ name ]: raw };
		} else if ( name === 'phone' ) {
			next = { ...contacts, phone: cleanPhone( raw ) };
		} else {
			const text = name === 'zipCode' ? raw.replace( /\s/g, '' ) : raw;
			next = {
				...contacts,
				address: { ...contacts.address, [ name ]: text },
			};
		}
		setContacts( next );
		revalidate( next, comment );
	};

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateForm(
			contacts,
			comment,
			props.deliveryType,
			props.countryIsoCode
		);
		setSubmitted( true );
		setErrors( found );
		const first = ORDER.find( ( name ) => found[ name ] );
		if ( first ) {
			document.getElementById( `${ id }-${ first }` )?.focus();
			return;
		}
		props.onSubmit( contacts, comment );
	};

	const field = (
		name: FieldName,
		label: string,
		extra: {
			type?: string;
			autoComplete?: string;
			inputMode?: 'tel' | 'numeric' | 'email' | 'text';
			required?: boolean;
			maxLength?: number;
		} = {}
	) => {
		const error = errors[ name ];
		const inputId = `${ id }-${ name }`;
		return (
			<div className="vitrina-frame-field">
				<label className="vitrina-frame-label" htmlFor={ inputId }>
					{ label }
					{ extra.required && (
						<span
							aria-hidden="true"
							className="vitrina-frame-required"
						>
							{ ' *' }
						</span>
					) }
				</label>
				<input
					id={ inputId }
					className="vitrina-frame-input"
					type={ extra.type ?? 'text' }
					autoComplete={ extra.autoComplete }
					inputMode={ extra.inputMode }
					maxLength={ extra.maxLength }
					aria-required={ extra.required || undefined }
					aria-invalid={ !! error }
					aria-describedby={
						error ? `${ inputId }-error` : undefined
					}
					value={ value( name ) }
					onChange={ ( event ) => update( name, event.target.value ) }
				/>
				{ error && (
					<p
						id={ `${ inputId }-error` }
						className="vitrina-frame-field-error"
					>
						{ error }
					</p>
				) }
			</div>
		);
	};

	const commentId = `${ id }-comment`;
	return (
		<Step id={ id } title={ __( 'Recipient', 'vitrina' ) }>
			<form noValidate onSubmit={ onSubmit }>
				{ field( 'name', __( 'Name', 'vitrina' ), {
					autoComplete: 'name',
					required: true,
				} ) }
				{ field( 'phone', __( 'Phone', 'vitrina' ), {
					type: 'tel',
					autoComplete: 'tel',
					inputMode: 'tel',
					required: true,
				} ) }
				{ field( 'email', __( 'Email', 'vitrina' ), {
					type: 'email',
					autoComplete: 'email',
					inputMode: 'email',
				} ) }
				{ withAddress && (
					<fieldset className="vitrina-frame-address">
						<legend className="vitrina-frame-legend">
							{ __( 'Delivery address', 'vitrina' ) }
						</legend>
						{ field( 'zipCode', __( 'Postcode', 'vitrina' ), {
							autoComplete: 'postal-code',
							inputMode: 'numeric',
							required: true,
							maxLength: 10,
						} ) }
						{ field( 'street', __( 'Street', 'vitrina' ), {
							autoComplete: 'address-line1',
							required: true,
						} ) }
						<div className="vitrina-frame-row">
							{ field( 'building', __( 'House', 'vitrina' ), {
								required: true,
							} ) }
							{ field(
								'bulk',
								_x( 'Block', 'part of a building', 'vitrina' )
							) }
							{ field(
								'apartment',
								__( 'Apartment or office', 'vitrina' )
							) }
						</div>
						<div className="vitrina-frame-field">
							<label
								className="vitrina-frame-label"
								htmlFor={ commentId }
							>
								{ __( 'Comment for the courier', 'vitrina' ) }
							</label>
							<textarea
								id={ commentId }
								className="vitrina-frame-input"
								rows={ 2 }
								maxLength={ COMMENT_MAX }
								aria-invalid={ !! errors.comment }
								aria-describedby={
									errors.comment
										? `${ commentId }-error`
										: undefined
								}
								value={ comment }
								onChange={ ( event ) =>
									update( 'comment', event.target.value )
								}
							/>
							{ errors.comment && (
								<p
									id={ `${ commentId }-error` }
									className="vitrina-frame-field-error"
								>
									{ errors.comment }
								</p>
							) }
						</div>
					</fieldset>
				) }
				<StepActions
					secondary={ {
						label: __( 'Back', 'vitrina' ),
						onClick: backToChoice,
					} }
					primary={ { label: __( 'Continue', 'vitrina' ) } }
				/>
			</form>
		</Step>
	);
}
