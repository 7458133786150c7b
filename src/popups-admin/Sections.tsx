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
	ANIMATION_TYPES,
	CONDITION_TARGETS,
	COOKIE_EVENTS,
	ID_TARGETS,
	PLACES,
	SIZES,
	SOUNDS,
	TRIGGER_TYPES,
	VALUE_TARGETS,
	type PopupSettings,
} from '@shared/popup-settings';
import { IdPicker } from './IdPicker';
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

const label = ( names: Record< string, string >, key: string ) =>
	names[ key ] ?? key;

function triggerNames(): Record< string, string > {
	return {
		auto_open: __( 'Open automatically', 'vitrina' ),
		click_open: __( 'Open on a click', 'vitrina' ),
		form_submission: __( 'Open after a form is sent', 'vitrina' ),
		admin_debug: __( 'Always open for editors (testing)', 'vitrina' ),
	};
}

function placeNames(): Record< string, string > {
	return {
		'center top': __( 'Top centre', 'vitrina' ),
		center: __( 'Centre', 'vitrina' ),
		'center bottom': __( 'Bottom centre', 'vitrina' ),
		'left top': __( 'Top left', 'vitrina' ),
		'left center': __( 'Middle left', 'vitrina' ),
		'left bottom': __( 'Bottom left', 'vitrina' ),
		'right top': __( 'Top right', 'vitrina' ),
		'right center': __( 'Middle right', 'vitrina' ),
		'right bottom': __( 'Bottom right', 'vitrina' ),
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

const choices = (
	values: readonly string[],
	names: Record< string, string >
): Array< [ string, string ] > =>
	values.map( ( v ) => [ v, label( names, v ) ] );

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

export function DisplaySection( { settings: s, update }: SectionProps ) {
	const sizes: Record< string, string > = {
		medium: __( 'Medium', 'vitrina' ),
		auto: __( 'Fit the content', 'vitrina' ),
		custom: __( 'Custom', 'vitrina' ),
	};
	return (
		<div className="vitrina-popup-section">
			<SelectField
				label={ __( 'Size', 'vitrina' ) }
				value={ s.size }
				options={ choices( SIZES, sizes ) }
				onChange={ ( size ) => update( { size } ) }
			/>
			{ s.size === 'custom' && (
				<>
					<LengthField
						label={ __( 'Width', 'vitrina' ) }
						value={ s.custom_width }
						onChange={ ( custom_width ) =>
							update( { custom_width } )
						}
					/>
					<Toggle
						label={ __( 'Height fits the content', 'vitrina' ) }
						checked={ s.custom_height_auto }
						onChange={ ( custom_height_auto ) =>
							update( { custom_height_auto } )
						}
					/>
					{ ! s.custom_height_auto && (
						<LengthField
							label={ __( 'Height', 'vitrina' ) }
							value={ s.custom_height }
							onChange={ ( custom_height ) =>
								update( { custom_height } )
							}
						/>
					) }
				</>
			) }
			<LengthField
				label={ __( 'Smallest width', 'vitrina' ) }
				value={ s.responsive_min_width }
				onChange={ ( responsive_min_width ) =>
					update( { responsive_min_width } )
				}
			/>
			<LengthField
				label={ __( 'Largest width', 'vitrina' ) }
				value={ s.responsive_max_width }
				onChange={ ( responsive_max_width ) =>
					update( { responsive_max_width } )
				}
			/>
			<SelectField
				label={ __( 'Place', 'vitrina' ) }
				value={ s.location }
				options={ choices( PLACES, placeNames() ) }
				onChange={ ( location ) => update( { location } ) }
			/>
			<NumberField
				label={ __( 'Offset from the top, px', 'vitrina' ) }
				field="position_top"
				value={ s.position_top }
				onChange={ ( position_top ) => update( { position_top } ) }
			/>
			<NumberField
				label={ __( 'Offset from the bottom, px', 'vitrina' ) }
				field="position_bottom"
				value={ s.position_bottom }
				onChange={ ( position_bottom ) =>
					update( { position_bottom } )
				}
			/>
			<NumberField
				label={ __( 'Offset from the left, px', 'vitrina' ) }
				field="position_left"
				value={ s.position_left }
				onChange={ ( position_left ) => update( { position_left } ) }
			/>
			<NumberField
				label={ __( 'Offset from the right, px', 'vitrina' ) }
				field="position_right"
				value={ s.position_right }
				onChange={ ( position_right ) => update( { position_right } ) }
			/>
			<Toggle
				label={ __(
					'Stays in place when the page scrolls',
					'vitrina'
				) }
				checked={ s.position_fixed }
				onChange={ ( position_fixed ) => update( { position_fixed } ) }
			/>
			<Toggle
				label={ __( 'No dark overlay', 'vitrina' ) }
				checked={ s.overlay_disabled }
				onChange={ ( overlay_disabled ) =>
					update( { overlay_disabled } )
				}
			/>
			<Toggle
				label={ __( 'Can stay open with other popups', 'vitrina' ) }
				checked={ s.stackable }
				onChange={ ( stackable ) => update( { stackable } ) }
			/>
			<Toggle
				label={ __(
					'Scroll long content inside the popup',
					'vitrina'
				) }
				checked={ s.scrollable_content }
				onChange={ ( scrollable_content ) =>
					update( { scrollable_content } )
				}
			/>
			<Toggle
				label={ __(
					'Do not move it when the window is resized',
					'vitrina'
				) }
				checked={ s.disable_reposition }
				onChange={ ( disable_reposition ) =>
					update( { disable_reposition } )
				}
			/>
			<NumberField
				label={ __( 'Layer (z-index)', 'vitrina' ) }
				field="zindex"
				value={ s.zindex }
				onChange={ ( zindex ) => update( { zindex } ) }
			/>
		</div>
	);
}

export function AnimationSection( { settings: s, update }: SectionProps ) {
	const types: Record< string, string > = {
		none: __( 'None', 'vitrina' ),
		slide: __( 'Slide', 'vitrina' ),
		fade: __( 'Fade', 'vitrina' ),
		fadeAndSlide: __( 'Fade and slide', 'vitrina' ),
		grow: __( 'Grow', 'vitrina' ),
		growAndSlide: __( 'Grow and slide', 'vitrina' ),
	};
	return (
		<div className="vitrina-popup-section">
			<SelectField
				label={ __( 'Animation', 'vitrina' ) }
				help={ __(
					'Visitors who ask for less motion see no animation.',
					'vitrina'
				) }
				value={ s.animation_type }
				options={ choices( ANIMATION_TYPES, types ) }
				onChange={ ( animation_type ) => update( { animation_type } ) }
			/>
			<NumberField
				label={ __( 'Speed, ms', 'vitrina' ) }
				field="animation_speed"
				value={ s.animation_speed }
				onChange={ ( animation_speed ) =>
					update( { animation_speed } )
				}
			/>
			<SelectField
				label={ __( 'From', 'vitrina' ) }
				value={ s.animation_origin }
				options={ choices( PLACES, placeNames() ) }
				onChange={ ( animation_origin ) =>
					update( { animation_origin } )
				}
			/>
		</div>
	);
}

export function CloseSection( { settings: s, update }: SectionProps ) {
	return (
		<div className="vitrina-popup-section">
			<Toggle
				label={ __( 'Close on a click outside', 'vitrina' ) }
				checked={ s.close_on_overlay_click }
				onChange={ ( close_on_overlay_click ) =>
					update( { close_on_overlay_click } )
				}
			/>
			<Toggle
				label={ __( 'Close with Escape', 'vitrina' ) }
				checked={ s.close_on_esc_press }
				onChange={ ( close_on_esc_press ) =>
					update( { close_on_esc_press } )
				}
			/>
			<Toggle
				label={ __( 'Close with F4', 'vitrina' ) }
				checked={ s.close_on_f4_press }
				onChange={ ( close_on_f4_press ) =>
					update( { close_on_f4_press } )
				}
			/>
			<Toggle
				label={ __( 'Close after its form is sent', 'vitrina' ) }
				checked={ s.close_on_form_submission }
				onChange={ ( close_on_form_submission ) =>
					update( { close_on_form_submission } )
				}
			/>
			{ s.close_on_form_submission && (
				<NumberField
					label={ __( 'Close after, seconds', 'vitrina' ) }
					field="close_on_form_submission_delay"
					value={ s.close_on_form_submission_delay }
					onChange={ ( close_on_form_submission_delay ) =>
						update( { close_on_form_submission_delay } )
					}
				/>
			) }
			<NumberField
				label={ __( 'Show the close button after, ms', 'vitrina' ) }
				field="close_button_delay"
				value={ s.close_button_delay }
				onChange={ ( close_button_delay ) =>
					update( { close_button_delay } )
				}
			/>
		</div>
	);
}

export function DevicesSection( { settings: s, update }: SectionProps ) {
	const sounds: Record< string, string > = {
		none: __( 'No sound', 'vitrina' ),
		beep: __( 'A short beep', 'vitrina' ),
		custom: __( 'A sound file', 'vitrina' ),
	};
	return (
		<div className="vitrina-popup-section">
			<Toggle
				label={ __( 'Not on phones', 'vitrina' ) }
				checked={ s.disable_on_mobile }
				onChange={ ( disable_on_mobile ) =>
					update( { disable_on_mobile } )
				}
			/>
			<Toggle
				label={ __( 'Not on tablets', 'vitrina' ) }
				checked={ s.disable_on_tablet }
				onChange={ ( disable_on_tablet ) =>
					update( { disable_on_tablet } )
				}
			/>
			<SelectField
				label={ __( 'Sound on opening', 'vitrina' ) }
				value={ s.open_sound }
				options={ choices( SOUNDS, sounds ) }
				onChange={ ( open_sound ) => update( { open_sound } ) }
			/>
			{ s.open_sound === 'custom' && (
				<TextField
					label={ __( 'Sound file address', 'vitrina' ) }
					value={ s.custom_sound }
					onChange={ ( custom_sound ) => update( { custom_sound } ) }
				/>
			) }
		</div>
	);
}
