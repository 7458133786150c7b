/**
 * The editor preview of Vitrina's server-rendered blocks: a placeholder with
 * the block's title and description (the block renders on the site). Plain
 * script on WordPress's globals, no build step; one handle for every block
 * (preview.asset.php), so it runs once however many blocks list it.
 */
( function ( wp ) {
	if ( ! wp || ! wp.blocks || ! wp.element || ! wp.blockEditor ) {
		return;
	}
	const el = wp.element.createElement;
	// Block name → the placeholder's class and height.
	const blocks = {
		'vitrina/delivery-widget': [ 'vitrina-delivery', '120px' ],
		'vitrina/live-search': [ 'vitrina-search', '48px' ],
		'vitrina/header-counters': [ 'vitrina-header-lists', '48px' ],
		'vitrina/product-actions': [ 'vitrina-card-actions', '48px' ],
		'vitrina/wishlist-page': [ 'vitrina-wishlist', '120px' ],
		'vitrina/compare-page': [ 'vitrina-compare', '120px' ],
		'vitrina/recently-viewed': [ 'vitrina-recently-viewed', '120px' ],
		'vitrina/product-carousel': [ 'vitrina-carousel', '120px' ],
		'vitrina/popup-link': [ 'vitrina-popup-link', '24px' ],
		'vitrina/chat-button': [ 'vitrina-chat', '48px' ],
	};
	Object.keys( blocks ).forEach( function ( name ) {
		if ( wp.blocks.getBlockType( name ) ) {
			return;
		}
		const className = blocks[ name ][ 0 ];
		wp.blocks.registerBlockType( name, {
			edit() {
				const type = wp.blocks.getBlockType( name );
				return el(
					'div',
					wp.blockEditor.useBlockProps( {
						className: className + ' ' + className + '--preview',
						style: {
							border: '1px solid #e0e0e0',
							background: '#fff',
							minHeight: blocks[ name ][ 1 ],
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
	} );
} )( window.wp );
