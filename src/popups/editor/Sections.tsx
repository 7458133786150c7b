/**
 * The sections of the popup settings panel, one per group of fields of the
 * entity (spec §3 Popup settings): triggers, cookies, conditions, display,
 * animation, closing, devices and sound. Each edits a copy and hands the
 * changed fields up.
 */
/* eslint-disable camelcase -- the fields keep the snake_case names of the spec's settings entity. */
import { useContext } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	CONDITION_TARGETS,
	COOKIE_EVENTS,
	ID_TARGETS,
	TRIGGER_TYPES,
	VALUE_TARGETS,
	type PopupSettings,
} from '../model';
import { IdPicker } from './IdPicker';
import {
	choices,
	sectionFields,
	type FieldSpec,
	type FlatSection,
} from './schema';
import { LookupContext, type IdTarget } from './lookup';
import {
	LengthField,
	NumberField,
	SelectField,
	TextField,
	Toggle,
} from './fields';
import {
	addCondition,
	joinTime,
	newCondition,
	newCookie,
	newTrigger,
	parseIds,
	removeAt,
	removeCondition,
	replaceAt,
	splitTime,
} from './model';

export interface SectionProps {
	settings: PopupSettings;
	update: ( patch: Partial< PopupSettings > ) => void;
	postId: number;
}

function triggerNames(): Record< string, string > {
	return {
		auto_open: __( 'Open automatically', 'vitrina' ),
		click_open: __( 'Open on a click', 'vitrina' ),
		form_submission: __( 'Open after a form is sent', 'vitrina' ),
		admin_debug: __( 'Always open for editors (testing)', 'vitrina' ),
	};
}

function targetNames(): Record< string, string > {
	return {
		is_front_page: __( 'Front page', 'vitrina' ),
		is_shop: __( 'Shop page', 'vitrina' ),
		is_product: __( 'A product page', 'vitrina' ),
		is_product_category: __( 'A product category page', 'vitrina' ),
		is_cart: __( 'Cart', 'vitrina' ),
		is_checkout: __( 'Checkout', 'vitrina' ),
		is_search: __( 'Search results', 'vitrina' ),
		is_404: __( 'Page not found (404)', 'vitrina' ),
		user_logged_in: __( 'The shopper is logged in', 'vitrina' ),
		cart_not_empty: __( 'The cart is not empty', 'vitrina' ),
		device_mobile: __( 'A phone', 'vitrina' ),
		device_tablet: __( 'A tablet', 'vitrina' ),
		device_desktop: __( 'A computer', 'vitrina' ),
		post_selected: __( 'These posts', 'vitrina' ),
		page_selected: __( 'These pages', 'vitrina' ),
		product_selected: __( 'These products', 'vitrina' ),
		product_category: __( 'These product categories', 'vitrina' ),
		product_tag: __( 'These product tags', 'vitrina' ),
		cart_total_above: __( 'Cart total above', 'vitrina' ),
		cart_total_below: __( 'Cart total below', 'vitrina' ),
		post_type: __( 'Content of a type', 'vitrina' ),
		referrer_contains: __(
			'The visitor came from an address containing',
			'vitrina'
		),
	};
}

export function TriggersSection( { settings, update }: SectionProps ) {
	const names = triggerNames();
	const triggers = settings.triggers;
	return (
		<div className="vitrina-popup-section">
			{ triggers.length === 0 && (
				<p>
					{ __(
						'No trigger: the popup opens only from code.',
						'vitrina'
					) }
				</p>
			) }
			<ol className="vitrina-popup-list">
				{ triggers.map( ( t, i ) => {
					const set = ( patch: Partial< typeof t.settings > ) =>
						update( {
							triggers: replaceAt( triggers, i, {
								...t,
								settings: { ...t.settings, ...patch },
							} ),
						} );
					return (
						<li key={ i } className="vitrina-popup-list__item">
							<SelectField
								label={ __( 'Trigger', 'vitrina' ) }
								value={ t.type }
								options={ choices(
									[
										...new Set( [
											...TRIGGER_TYPES,
											t.type,
										] ),
									],
									names
								) }
								onChange={ ( type ) =>
									update( {
										triggers: replaceAt( triggers, i, {
											...t,
											type,
										} ),
									} )
								}
							/>
							{ t.type === 'auto_open' && (
								<NumberField
									label={ __( 'Delay, ms', 'vitrina' ) }
									field="delay"
									value={ t.settings.delay }
									onChange={ ( delay ) => set( { delay } ) }
								/>
							) }
							{ t.type === 'click_open' && (
								<>
									<TextField
										label={ __(
											'Also open from (CSS selectors)',
											'vitrina'
										) }
										help={ __(
											'Links to #popmake-ID and elements with the class popmake-ID always open it.',
											'vitrina'
										) }
										value={ t.settings.extra_selectors }
										onChange={ ( extra_selectors ) =>
											set( { extra_selectors } )
										}
									/>
									<Toggle
										label={ __(
											'Let the link do its own action too',
											'vitrina'
										) }
										checked={ t.settings.do_default }
										onChange={ ( do_default ) =>
											set( { do_default } )
										}
									/>
								</>
							) }
							{ t.type === 'form_submission' && (
								<TextField
									label={ __( 'Form', 'vitrina' ) }
									help={ __(
										'any, a plugin and any (cf7_any), or plugin_formId_instance (cf7_12_1).',
										'vitrina'
									) }
									value={ t.settings.form }
									onChange={ ( form ) => set( { form } ) }
								/>
							) }
							<TextField
								label={ __(
									'Do not open while these cookies are set',
									'vitrina'
								) }
								help={ __(
									'Cookie names, separated by commas.',
									'vitrina'
								) }
								value={ t.settings.cookie_name.join( ', ' ) }
								onChange={ ( text ) =>
									set( {
										cookie_name: text
											.split( ',' )
											.map( ( s ) => s.trim() )
											.filter( Boolean ),
									} )
								}
							/>
							<button
								type="button"
								className="button-link is-destructive"
								onClick={ () =>
									update( {
										triggers: removeAt( triggers, i ),
									} )
								}
							>
								{ __( 'Remove trigger', 'vitrina' ) }
							</button>
						</li>
					);
				} ) }
			</ol>
			<button
				type="button"
				className="button"
				onClick={ () =>
					update( {
						triggers: [ ...triggers, newTrigger( 'auto_open' ) ],
					} )
				}
			>
				{ __( 'Add trigger', 'vitrina' ) }
			</button>
		</div>
	);
}

export function CookiesSection( { settings, update, postId }: SectionProps ) {
	const events: Record< string, string > = {
		on_popup_open: __( 'When it opens', 'vitrina' ),
		on_popup_close: __( 'When it closes', 'vitrina' ),
		form_success: __( 'When its form is sent', 'vitrina' ),
		manual: __( 'From code only', 'vitrina' ),
	};
	const units: Record< string, string > = {
		minute: __( 'minutes', 'vitrina' ),
		hour: __( 'hours', 'vitrina' ),
		day: __( 'days', 'vitrina' ),
		week: __( 'weeks', 'vitrina' ),
		month: __( 'months', 'vitrina' ),
		year: __( 'years', 'vitrina' ),
	};
	const cookies = settings.cookies;
	return (
		<div className="vitrina-popup-section">
			<ol className="vitrina-popup-list">
				{ cookies.map( ( c, i ) => {
					const set = ( patch: Partial< typeof c.settings > ) =>
						update( {
							cookies: replaceAt( cookies, i, {
								...c,
								settings: { ...c.settings, ...patch },
							} ),
						} );
					const time = splitTime( c.settings.time );
					return (
						<li key={ i } className="vitrina-popup-list__item">
							<SelectField
								label={ __( 'Set a cookie', 'vitrina' ) }
								value={ c.event }
								options={ choices(
									[
										...new Set( [
											...COOKIE_EVENTS,
											c.event,
										] ),
									],
									events
								) }
								onChange={ ( event ) =>
									update( {
										cookies: replaceAt( cookies, i, {
											...c,
											event,
										} ),
									} )
								}
							/>
							<TextField
								label={ __( 'Cookie name', 'vitrina' ) }
								value={ c.settings.name }
								onChange={ ( name ) => set( { name } ) }
							/>
							<NumberField
								label={ __( 'Keep it for', 'vitrina' ) }
								field="time"
								value={ time.n }
								onChange={ ( n ) =>
									set( { time: joinTime( n, time.unit ) } )
								}
							/>
							<SelectField
								label={ __( 'Unit', 'vitrina' ) }
								value={ time.unit }
								options={ choices(
									Object.keys( units ),
									units
								) }
								onChange={ ( unit ) =>
									set( { time: joinTime( time.n, unit ) } )
								}
							/>
							<Toggle
								label={ __(
									'Only until the browser is closed',
									'vitrina'
								) }
								checked={ c.settings.session }
								onChange={ ( session ) => set( { session } ) }
							/>
							<Toggle
								label={ __(
									'For the whole site (else this page only)',
									'vitrina'
								) }
								checked={ c.settings.path }
								onChange={ ( path ) => set( { path } ) }
							/>
							<button
								type="button"
								className="button-link is-destructive"
								onClick={ () =>
									update( {
										cookies: removeAt( cookies, i ),
									} )
								}
							>
								{ __( 'Remove cookie', 'vitrina' ) }
							</button>
						</li>
					);
				} ) }
			</ol>
			<button
				type="button"
				className="button"
				onClick={ () =>
					update( { cookies: [ ...cookies, newCookie( postId ) ] } )
				}
			>
				{ __( 'Add cookie', 'vitrina' ) }
			</button>
		</div>
	);
}

export function ConditionsSection( { settings, update }: SectionProps ) {
	const lookup = useContext( LookupContext );
	const names = targetNames();
	const groups = settings.conditions;
	return (
		<div className="vitrina-popup-section">
			<p>
				{ groups.length === 0
					? __(
							'No conditions: the popup may show on every page.',
							'vitrina'
						)
					: __(
							'Every group must match; in a group, one condition is enough.',
							'vitrina'
						) }
			</p>
			{ groups.map( ( group, g ) => (
				<fieldset key={ g } className="vitrina-popup-group">
					<legend>
						{ __( 'Group', 'vitrina' ) } { g + 1 }
					</legend>
					{ group.map( ( c, i ) => {
						const set = ( next: typeof c ) =>
							update( {
								conditions: replaceAt(
									groups,
									g,
									replaceAt( group, i, next )
								),
							} );
						const target = c.target ?? '';
						return (
							<div key={ i } className="vitrina-popup-list__item">
								<SelectField
									label={ __( 'Show on', 'vitrina' ) }
									value={ target }
									options={ choices(
										[
											...new Set( [
												...CONDITION_TARGETS,
												target,
											] ),
										].filter( Boolean ),
										names
									) }
									onChange={ ( next ) =>
										set( {
											...c,
											target: next,
											settings: {},
										} )
									}
								/>
								<Toggle
									label={ __(
										'Not (everywhere except)',
										'vitrina'
									) }
									checked={ c.not_operand }
									onChange={ ( not_operand ) =>
										set( { ...c, not_operand } )
									}
								/>
								{ ( ID_TARGETS as readonly string[] ).includes(
									target
								) &&
									lookup && (
										<IdPicker
											label={ __( 'Which', 'vitrina' ) }
											target={ target as IdTarget }
											ids={ c.settings.ids ?? [] }
											lookup={ lookup }
											onChange={ ( ids ) =>
												set( {
													...c,
													settings: {
														...c.settings,
														ids,
													},
												} )
											}
										/>
									) }
								{ ( ID_TARGETS as readonly string[] ).includes(
									target
								) &&
									! lookup && (
										<TextField
											label={ __( 'IDs', 'vitrina' ) }
											help={ __(
												'Numbers separated by commas.',
												'vitrina'
											) }
											value={ (
												c.settings.ids ?? []
											).join( ', ' ) }
											onChange={ ( text ) =>
												set( {
													...c,
													settings: {
														...c.settings,
														ids: parseIds( text ),
													},
												} )
											}
										/>
									) }
								{ (
									VALUE_TARGETS as readonly string[]
								 ).includes( target ) && (
									<NumberField
										label={ __( 'Amount, ₽', 'vitrina' ) }
										field="value"
										value={ c.settings.value ?? 0 }
										onChange={ ( value ) =>
											set( {
												...c,
												settings: {
													...c.settings,
													value,
												},
											} )
										}
									/>
								) }
								{ target === 'post_type' && (
									<TextField
										label={ __( 'Type', 'vitrina' ) }
										help={ __(
											'For example: post, page, product.',
											'vitrina'
										) }
										value={ c.settings.post_type ?? '' }
										onChange={ ( post_type ) =>
											set( {
												...c,
												settings: {
													...c.settings,
													post_type,
												},
											} )
										}
									/>
								) }
								{ target === 'referrer_contains' && (
									<TextField
										label={ __( 'Text', 'vitrina' ) }
										value={ c.settings.text ?? '' }
										onChange={ ( text ) =>
											set( {
												...c,
												settings: {
													...c.settings,
													text,
												},
											} )
										}
									/>
								) }
								<button
									type="button"
									className="button-link is-destructive"
									onClick={ () =>
										update( {
											conditions: removeCondition(
												groups,
												g,
												i
											),
										} )
									}
								>
									{ __( 'Remove condition', 'vitrina' ) }
								</button>
							</div>
						);
					} ) }
					<button
						type="button"
						className="button"
						onClick={ () =>
							update( { conditions: addCondition( groups, g ) } )
						}
					>
						{ __( 'Add “or” condition', 'vitrina' ) }
					</button>
				</fieldset>
			) ) }
			<button
				type="button"
				className="button"
				onClick={ () =>
					update( {
						conditions: addCondition(
							groups,
							groups.length,
							newCondition()
						),
					} )
				}
			>
				{ __( 'Add condition group', 'vitrina' ) }
			</button>
		</div>
	);
}

/**
 * Renders one field described in the schema.
 *
 * @param props          The section's props.
 * @param props.spec     The field.
 * @param props.settings The settings.
 * @param props.update   Hands a changed field up.
 */
function SchemaField( {
	spec,
	settings: s,
	update,
}: { spec: FieldSpec } & Pick< SectionProps, 'settings' | 'update' > ) {
	const { label: text, help } = spec;
	switch ( spec.kind ) {
		case 'toggle':
			return (
				<Toggle
					label={ text }
					help={ help }
					checked={ s[ spec.key ] }
					onChange={ ( v ) => update( { [ spec.key ]: v } ) }
				/>
			);
		case 'number':
			return (
				<NumberField
					label={ text }
					help={ help }
					field={ spec.key }
					value={ s[ spec.key ] }
					onChange={ ( v ) => update( { [ spec.key ]: v } ) }
				/>
			);
		case 'length':
			return (
				<LengthField
					label={ text }
					help={ help }
					value={ s[ spec.key ] }
					onChange={ ( v ) => update( { [ spec.key ]: v } ) }
				/>
			);
		case 'text':
			return (
				<TextField
					label={ text }
					help={ help }
					value={ s[ spec.key ] }
					onChange={ ( v ) => update( { [ spec.key ]: v } ) }
				/>
			);
		case 'select':
			return (
				<SelectField
					label={ text }
					help={ help }
					value={ s[ spec.key ] }
					options={ spec.options }
					onChange={ ( v ) => update( { [ spec.key ]: v } ) }
				/>
			);
	}
}

/**
 * A section generated from its description in the schema.
 *
 * @param section The section.
 */
const flatSection =
	( section: FlatSection ) =>
	( { settings, update }: SectionProps ) => (
		<div className="vitrina-popup-section">
			{ sectionFields( section )
				.filter( ( spec ) => ! spec.when || spec.when( settings ) )
				.map( ( spec ) => (
					<SchemaField
						key={ spec.key }
						spec={ spec }
						settings={ settings }
						update={ update }
					/>
				) ) }
		</div>
	);

export const DisplaySection = flatSection( 'display' );
export const AnimationSection = flatSection( 'animation' );
export const CloseSection = flatSection( 'close' );
export const DevicesSection = flatSection( 'devices' );
