<?php
/**
 * Tests of the product card actions block.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Cart\QuickView;
use Vitrina\Lists\CardActions;
use Vitrina\Lists\Lists;

/**
 * The block follows each card's add-to-cart button in a block theme's
 * grids, renders the buttons turned on in the theme's button class, and the
 * classic card hooks print nothing in WooCommerce's block templates.
 */
final class CardActionsTest extends ListsTestCase {

	/**
	 * The module's hooks and the block type.
	 */
	protected function setUp(): void {
		parent::setUp();
		( new CardActions() )->register();
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( CardActions::BLOCK ) ) {
			register_block_type( VITRINA_DIR . '/blocks/product-actions' );
		}
	}

	/**
	 * Hooked after the product button, in any template or pattern, once.
	 */
	public function test_hooked_after_the_product_button(): void {
		$template          = new \WP_Block_Template();
		$template->type    = 'wp_template';
		$template->slug    = 'archive-product';
		$template->content = '<!-- wp:woocommerce/product-button /-->';
		$this->assertContains( CardActions::BLOCK, apply_filters( 'hooked_block_types', array(), 'after', 'woocommerce/product-button', $template ) );
		$this->assertNotContains( CardActions::BLOCK, apply_filters( 'hooked_block_types', array(), 'before', 'woocommerce/product-button', $template ) );
		$this->assertNotContains( CardActions::BLOCK, apply_filters( 'hooked_block_types', array(), 'after', 'core/post-title', $template ) );
		$template->content .= '<!-- wp:vitrina/product-actions {"compare":false} /-->';
		$this->assertNotContains( CardActions::BLOCK, apply_filters( 'hooked_block_types', array(), 'after', 'woocommerce/product-button', $template ), 'Placed by hand: not a second time.' );

		$markup = apply_block_hooks_to_content( '<!-- wp:woocommerce/product-button /-->', array( 'content' => '' ), 'insert_hooked_blocks' );
		$this->assertStringContainsString( '<!-- wp:woocommerce/product-button /--><!-- wp:vitrina/product-actions /-->', $markup );
	}

	/**
	 * Quick view, wishlist and compare, in the theme's button style with a
	 * tooltip; the ones turned off (in the settings or the block) left out.
	 */
	public function test_render(): void {
		$id   = $this->product();
		$html = CardActions::render_block( array(), $id );
		$this->assertStringContainsString( 'class="wp-block-vitrina-product-actions vitrina-card-actions"', $html );
		$this->assertSame( 3, substr_count( $html, 'wp-element-button vitrina-card-action' ) );
		$this->assertMatchesRegularExpression( '#<a (?=[^>]*class="button vitrina-quick-view-button open-quick-view wp-element-button vitrina-card-action")[^>]*data-vitrina-tooltip="Quick view"#', $html );
		$this->assertStringContainsString( 'vitrina-quick-view-button__icon', $html );
		$this->assertMatchesRegularExpression( '#<button data-vitrina-tooltip="Add to wishlist"[^>]*data-vitrina-list="wishlist"#s', $html );
		$this->assertStringContainsString( 'data-vitrina-list="compare"', $html );

		$this->assertStringNotContainsString( 'compare', CardActions::render_block( array( 'compare' => false ), $id ) );
		$this->settings( array( 'quick_view' => 'no' ) );
		$this->assertStringNotContainsString( 'open-quick-view', CardActions::render_block( array(), $id ) );
		$this->settings(
			array(
				'quick_view' => 'no',
				'wishlist'   => 'no',
				'compare'    => 'no',
			)
		);
		$this->assertSame( '', CardActions::render_block( array(), $id ) );
		$this->assertSame( '', CardActions::render_block( array(), 0 ) );
	}

	/**
	 * WooCommerce's catalogue block templates leave the classic card hooks'
	 * buttons out (the block has them); its single product template keeps
	 * what it had.
	 */
	public function test_classic_card_hooks_left_out_of_block_templates(): void {
		$lists = new Lists();
		$view  = new QuickView();
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $lists, 'block_template_hooks' ), 10, 2 );
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $view, 'block_template_hooks' ), 10, 2 );
		$left_out = apply_filters( 'woocommerce_blocks_hook_compatibility_additional_data', array(), 'ArchiveProductTemplatesCompatibility' );
		$this->assertContains(
			array(
				'hook'     => 'woocommerce_after_shop_loop_item',
				'function' => array( $lists, 'card_buttons' ),
				'priority' => 20,
			),
			$left_out
		);
		$this->assertContains(
			array(
				'hook'     => 'woocommerce_after_shop_loop_item',
				'function' => array( $view, 'button' ),
				'priority' => 15,
			),
			$left_out
		);
		// The single product layer keeps both (another module's entries there are its own).
		$layer = 'SingleProductTemplateCompatibility';
		$this->assertSame( array(), $view->block_template_hooks( $lists->block_template_hooks( array(), $layer ), $layer ) );
	}
}
