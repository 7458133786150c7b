/**
 * The sections of the popup settings panel, one per group of fields of the
 * entity (spec §3 Popup settings): triggers, cookies, conditions, display,
 * animation, closing, devices and sound. Every section is generated from
 * its description in ./schema.ts: a flat section edits fields of the
 * settings, a list section a list of items (conditions: of groups of
 * items). Each hands the changed fields up.
 */
import { useContext } from '@wordpress/element';
import type { PopupSettings } from '../model';
import { IdPicker } from './IdPicker';
import {
	bindField,
	conditionsSpec,
	cookiesSpec,
	sectionFields,
	triggersSpec,
	type Bound,
	type FlatSection,
	type ItemFieldSpec,
	type ListSpec,
} from './schema';
import { LookupContext } from './lookup';
import {
	LengthField,
	NumberField,
	SelectField,
	TextField,
	Toggle,
} from './fields';
import { addToGroup, removeFromGroup, replaceAt } from './model';

export interface SectionProps {
	settings: PopupSettings;
	update: ( patch: Partial< PopupSettings > ) => void;
	postId: number;
}

/**
 * Renders one field of an item (or of the settings).
 *
 * @param props          The field.
 * @param props.spec     Its description.
 * @param props.item     The item.
 * @param props.onChange Hands the changed item up.
 */
function SchemaField< T >( {
	spec,
	item,
	onChange,
}: {
	spec: ItemFieldSpec< T >;
	item: T;
	onChange: ( item: T ) => void;
} ) {
	const lookup = useContext( LookupContext );
	const bind = < V, >( { get, set }: Bound< T, string, V > ) => ( {
		label: spec.label,
		help: spec.help,
		value: get( item ),
		onChange: ( value: V ) => onChange( set( item, value ) ),
	} );
	switch ( spec.kind ) {
		case 'toggle':
			return <Toggle { ...bind( spec ) } />;
		case 'number':
			return <NumberField { ...bind( spec ) } field={ spec.field } />;
		case 'length':
			return <LengthField { ...bind( spec ) } />;
		case 'text':
			return <TextField { ...bind( spec ) } />;
		case 'select':
			return (
				<SelectField
					{ ...bind( spec ) }
					options={ spec.options( item ) }
				/>
			);
		case 'ids':
			return lookup ? (
				<IdPicker
					label={ spec.label }
					target={ spec.target( item ) }
					ids={ spec.get( item ) }
					lookup={ lookup }
					onChange={ ( ids ) => onChange( spec.set( item, ids ) ) }
				/>
			) : null;
	}
}

/**
 * The fields of an item that show for it, in order (each keeps its place
 * as its key, so a field's own state stays with it).
 *
 * @param props          The item.
 * @param props.fields   Its fields.
 * @param props.item     The item.
 * @param props.onChange Hands the changed item up.
 */
function SchemaFields< T >( {
	fields,
	item,
	onChange,
}: {
	fields: Array< ItemFieldSpec< T > >;
	item: T;
	onChange: ( item: T ) => void;
} ) {
	const picker = useContext( LookupContext ) !== null;
	return (
		<>
			{ fields.map( ( spec, n ) =>
				! spec.when || spec.when( item, picker ) ? (
					<SchemaField
						key={ n }
						spec={ spec }
						item={ item }
						onChange={ onChange }
					/>
				) : null
			) }
		</>
	);
}

/**
 * A section generated from a flat section's description.
 *
 * @param section The section.
 */
const flatSection =
	( section: FlatSection ) =>
	( { settings, update }: SectionProps ) => (
		<div className="vitrina-popup-section">
			<SchemaFields
				fields={ sectionFields( section ).map( bindField ) }
				item={ settings }
				// The changed settings, whole, are the patch.
				onChange={ update }
			/>
		</div>
	);

/**
 * A list section: its items with their fields and a remove button each,
 * and the button adding one; items in groups are shown group by group,
 * each group with its own add button (its last item removed, it goes).
 *
 * @param props          The section's props.
 * @param props.spec     The list's description.
 * @param props.settings The settings.
 * @param props.update   Hands the changed fields up.
 * @param props.postId   The popup.
 */
function ListSection< T >( {
	spec,
	settings,
	update,
	postId,
}: SectionProps & { spec: ListSpec< T > } ) {
	const groups = spec.read( settings );
	const grouping = spec.groups;
	const note = spec.note?.( grouping ? groups.length : groups[ 0 ].length );
	const change = ( next: T[][] ) => update( spec.write( next ) );
	const add = ( group: number ) =>
		change( addToGroup( groups, group, spec.create( postId ) ) );
	const Item = grouping ? 'div' : 'li';
	const items = ( group: T[], g: number ) =>
		group.map( ( item, i ) => (
			<Item key={ i } className="vitrina-popup-list__item">
				<SchemaFields
					fields={ spec.fields }
					item={ item }
					onChange={ ( next ) =>
						change(
							replaceAt( groups, g, replaceAt( group, i, next ) )
						)
					}
				/>
				<button
					type="button"
					className="button-link is-destructive"
					onClick={ () => change( removeFromGroup( groups, g, i ) ) }
				>
					{ spec.remove }
				</button>
			</Item>
		) );
	return (
		<div className="vitrina-popup-section">
			{ note ? <p>{ note }</p> : null }
			{ grouping ? (
				groups.map( ( group, g ) => (
					<fieldset key={ g } className="vitrina-popup-group">
						<legend>
							{ grouping.legend } { g + 1 }
						</legend>
						{ items( group, g ) }
						<button
							type="button"
							className="button"
							onClick={ () => add( g ) }
						>
							{ grouping.add }
						</button>
					</fieldset>
				) )
			) : (
				<ol className="vitrina-popup-list">
					{ items( groups[ 0 ], 0 ) }
				</ol>
			) }
			<button
				type="button"
				className="button"
				onClick={ () => add( grouping ? groups.length : 0 ) }
			>
				{ spec.add }
			</button>
		</div>
	);
}

/**
 * A section generated from a list section's description.
 *
 * @param spec Describes the list (built on each render, in the editor's
 *             language).
 */
const listSection =
	< T, >( spec: () => ListSpec< T > ) =>
	( props: SectionProps ) => <ListSection spec={ spec() } { ...props } />;

export const TriggersSection = listSection( triggersSpec );
export const CookiesSection = listSection( cookiesSpec );
export const ConditionsSection = listSection( conditionsSpec );
export const DisplaySection = flatSection( 'display' );
export const AnimationSection = flatSection( 'animation' );
export const CloseSection = flatSection( 'close' );
export const DevicesSection = flatSection( 'devices' );
export const FrequencySection = flatSection( 'frequency' );
