<?php
/**
 * Tests of the header blocks hooked into a block theme's header.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Header;

use Vitrina\Header\BlockHooks;
use Vitrina\Tests\TestCase;

/**
 * The live search and the counters go after the navigation of a header
 * template part or header pattern, not elsewhere, not twice, and not where
 * the shop owner removed them in the Site Editor.
 */
final class BlockHooksTest extends TestCase {

	/**
	 * The hooks of the module, on for the test.
	 */
	protected function set_up(): void {
		parent::set_up();
		( new BlockHooks() )->register();
		foreach ( array( 'vitrina/live-search', 'vitrina/header-counters' ) as $name ) {
			if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( $name ) ) {
				register_block_type( VITRINA_DIR . '/blocks/' . substr( $name, 8 ) );
			}
		}
	}

	/**
	 * A header template part.
	 *
	 * @param string $content Its blocks.
	 * @param string $area    Its area.
	 */
	private function part( string $content, string $area = 'header' ): \WP_Block_Template {
		$part          = new \WP_Block_Template();
		$part->type    = 'wp_template_part';
		$part->theme   = 'twentytwentyfive';
		$part->slug    = 'header';
		$part->id      = 'twentytwentyfive//header';
		$part->area    = $area;
		$part->content = $content;
		return $part;
	}

	/**
	 * Blocks hooked after the anchor in a context.
	 *
	 * @param mixed  $context Template part or pattern.
	 * @param string $anchor  The anchor.
	 * @return string[]
	 */
	private function hooked( $context, string $anchor = 'core/navigation' ): array {
		return array_values( (array) apply_filters( 'hooked_block_types', array(), 'after', $anchor, $context ) );
	}

	/**
	 * In a header part and in a header pattern: the search, then the
	 * counters, before WooCommerce's blocks; elsewhere nothing.
	 */
	public function test_only_headers(): void {
		$nav = '<!-- wp:navigation /-->';
		$this->assertSame( array( 'vitrina/live-search', 'vitrina/header-counters' ), array_slice( $this->hooked( $this->part( $nav ) ), 0, 2 ) );
		$pattern = array(
			'name'       => 'twentytwentyfive/header',
			'content'    => $nav,
			'blockTypes' => array( 'core/template-part/header' ),
			'categories' => array( 'header' ),
		);
		$this->assertContains( 'vitrina/header-counters', $this->hooked( $pattern ) );
		$this->assertNotContains( 'vitrina/header-counters', $this->hooked( $this->part( $nav, 'footer' ) ), 'A footer has navigation too: nothing there.' );
		$this->assertNotContains(
			'vitrina/header-counters',
			$this->hooked(
				array(
					'name'       => 'twentytwentyfive/footer',
					'content'    => $nav,
					'categories' => array( 'footer' ),
				)
			)
		);
		$this->assertNotContains( 'vitrina/header-counters', $this->hooked( $this->part( $nav ), 'core/site-title' ) );
		$this->assertNotContains( 'vitrina/header-counters', apply_filters( 'hooked_block_types', array(), 'before', 'core/navigation', $this->part( $nav ) ) );
	}

	/**
	 * A header that holds a block already (placed by hand) gets no second.
	 */
	public function test_not_twice(): void {
		$hooked = $this->hooked( $this->part( '<!-- wp:navigation /--><!-- wp:vitrina/header-counters {"compare":false} /-->' ) );
		$this->assertNotContains( 'vitrina/header-counters', $hooked );
		$this->assertContains( 'vitrina/live-search', $hooked );
	}

	/**
	 * The filter vitrina_header_hooked_blocks leaves blocks out.
	 */
	public function test_filter(): void {
		$none = static fn(): array => array();
		add_filter( 'vitrina_header_hooked_blocks', $none );
		$this->assertNotContains( 'vitrina/live-search', $this->hooked( $this->part( '<!-- wp:navigation /-->' ) ) );
		remove_filter( 'vitrina_header_hooked_blocks', $none );
	}

	/**
	 * WordPress inserts them into the header's markup, the search as the
	 * header's form; a header where the shop owner removed them (the anchor
	 * lists them as ignored, as the Site Editor saves it) gets none.
	 */
	public function test_inserted_and_removable(): void {
		$part   = $this->part( '<!-- wp:navigation /-->' );
		$markup = apply_block_hooks_to_content( $part->content, $part, 'insert_hooked_blocks' );
		$this->assertStringContainsString( '<!-- wp:vitrina/live-search {"inHeader":true,"categories":false} /-->', $markup );
		$this->assertStringContainsString( '<!-- wp:vitrina/header-counters /-->', $markup );
		$this->assertLessThan( strpos( $markup, 'vitrina/header-counters' ), strpos( $markup, 'vitrina/live-search' ) );

		$part->content = '<!-- wp:navigation {"metadata":{"ignoredHookedBlocks":["vitrina/live-search","vitrina/header-counters"]}} /-->';
		$markup        = apply_block_hooks_to_content( $part->content, $part, 'insert_hooked_blocks' );
		$this->assertStringNotContainsString( 'vitrina/', str_replace( 'ignoredHookedBlocks":["vitrina/live-search","vitrina/header-counters"]', '', $markup ) );
	}

	/**
	 * The counters block: both lists, or those its attributes keep; the
	 * search block in a header is the header's form.
	 */
	public function test_blocks_render(): void {
		$both = do_blocks( '<!-- wp:vitrina/header-counters /-->' );
		$this->assertStringContainsString( 'wp-block-vitrina-header-counters', $both );
		$this->assertStringContainsString( 'vitrina-wishlist-count', $both );
		$this->assertStringContainsString( 'vitrina-compare-count', $both );
		$one = do_blocks( '<!-- wp:vitrina/header-counters {"compare":false} /-->' );
		$this->assertStringContainsString( 'vitrina-wishlist-count', $one );
		$this->assertStringNotContainsString( 'vitrina-compare-count', $one );
		$search = do_blocks( '<!-- wp:vitrina/live-search {"inHeader":true,"categories":false} /-->' );
		$this->assertStringContainsString( 'vitrina-header-search--block', $search );
		$this->assertStringContainsString( '&quot;place&quot;:&quot;header&quot;', $search );
		$this->assertStringNotContainsString( 'vitrina-header-search', do_blocks( '<!-- wp:vitrina/live-search /-->' ) );
	}
}
