/**
 * The popup settings panel of the block editor (vitrina_popup only): every
 * field of the popup settings entity, in the post's meta
 * `_vitrina_popup_settings`, saved with the post. The server refuses a value
 * it cannot keep (REST 400, naming the field); that refusal is shown as an
 * editor notice.
 */
import { registerPlugin } from '@wordpress/plugins';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { useSelect, subscribe, select, dispatch } from '@wordpress/data';
import { useEntityProp } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import type { PopupSettings } from '../model';
import { normalize } from './model';
import {
	AnimationSection,
	CloseSection,
	ConditionsSection,
	CookiesSection,
	DevicesSection,
	DisplaySection,
	FrequencySection,
	TriggersSection,
	type SectionProps,
} from './Sections';
import { LookupContext, makeLookup } from './lookup';
import './index.scss';

const lookup = makeLookup( apiFetch );

export const META = '_vitrina_popup_settings';
const TYPE = 'vitrina_popup';

function Panels() {
	const { postType, postId } = useSelect( ( s ) => ( {
		postType: s( 'core/editor' ).getCurrentPostType() as string,
		postId: s( 'core/editor' ).getCurrentPostId() as number,
	} ) );
	const [ meta, setMeta ] = useEntityProp( 'postType', TYPE, 'meta' );
	if ( postType !== TYPE ) {
		return null;
	}
	const settings = normalize( meta?.[ META ] );
	const update = ( patch: Partial< PopupSettings > ) =>
		setMeta( { ...meta, [ META ]: { ...settings, ...patch } } );
	const props: SectionProps = { settings, update, postId };
	const sections: Array<
		[ string, string, ( p: SectionProps ) => JSX.Element ]
	> = [
		[ 'triggers', __( 'Triggers', 'vitrina' ), TriggersSection ],
		[ 'conditions', __( 'Conditions', 'vitrina' ), ConditionsSection ],
		[
			'frequency',
			__( 'How often, and consent', 'vitrina' ),
			FrequencySection,
		],
		[ 'cookies', __( 'Cookies', 'vitrina' ), CookiesSection ],
		[ 'display', __( 'Size and place', 'vitrina' ), DisplaySection ],
		[ 'animation', __( 'Animation', 'vitrina' ), AnimationSection ],
		[ 'close', __( 'Closing', 'vitrina' ), CloseSection ],
		[ 'devices', __( 'Devices and sound', 'vitrina' ), DevicesSection ],
	];
	// Inside each panel: a panel's content is drawn where the editor's slot
	// is, out of reach of a provider around the panels.
	return (
		<>
			{ sections.map( ( [ name, title, Section ] ) => (
				<PluginDocumentSettingPanel
					key={ name }
					name={ `vitrina-popup-${ name }` }
					title={ title }
					className="vitrina-popup-panel"
				>
					<LookupContext.Provider value={ lookup }>
						<Section { ...props } />
					</LookupContext.Provider>
				</PluginDocumentSettingPanel>
			) ) }
		</>
	);
}

registerPlugin( 'vitrina-popup-settings', { render: Panels } );

// A refused save (the server names the field) becomes a clear notice.
let saving = false;
subscribe( () => {
	const editor = select( 'core/editor' );
	if ( ! editor || editor.getCurrentPostType() !== TYPE ) {
		return;
	}
	const now = editor.isSavingPost() as boolean;
	if ( saving && ! now && ! editor.didPostSaveRequestSucceed() ) {
		const error = select( 'core' )?.getLastEntitySaveError?.(
			'postType',
			TYPE,
			editor.getCurrentPostId()
		);
		if ( error?.code === 'vitrina_popup_invalid' ) {
			dispatch( 'core/notices' ).createErrorNotice( error.message, {
				id: 'vitrina-popup-invalid',
			} );
		}
	}
	saving = now;
} );
