/**
 * The editor preview of the live search block (server-rendered on the
 * site). Plain script on WordPress's globals: no build step.
 */
( function ( wp ) {
	if ( ! wp || ! wp.blocks || ! wp.element || ! wp.blockEditor ) {
		return;
	}
	const el = wp.element.createElement;
	const name = 'vitrina/live-search';
	wp.blocks.registerBlockType( name, {
		edit() {
			const type = wp.blocks.getBlockType( name );
			return el(
				'div',
				wp.blockEditor.useBlockProps( {
					className: 'vitrina-search vitrina-search--preview',
					style: {
						border: '1px solid #e0e0e0',
						background: '#fff',
						minHeight: '48px',
						padding: '16px',
					},
				} ),
				el( 'strong', null, type ? type.title : name ),
				el( 'p', null, type ? type.description : '' )
			);
		},
		save() {
			return null;
		},
	} );
} )( window.wp );
