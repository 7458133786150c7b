<?php
/**
 * Tests of the product page in WooCommerce's block templates.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use Vitrina\Product\ProductPage;
use Vitrina\Tests\TestCase;

/**
 * The add-to-cart form block: our quantity buttons, unless the block shows
 * WooCommerce's own (its stepper style).
 */
final class BlockTemplateTest extends TestCase {

	/**
	 * Renders the quantity buttons around a field, as the form's template
	 * does, inside an add-to-cart form block of a style.
	 *
	 * @param ProductPage $page  The module.
	 * @param string|null $style The block's quantitySelectorStyle (null: unset).
	 */
	private function buttons_in_block( ProductPage $page, ?string $style ): string {
		$parsed = array(
			'blockName'    => 'woocommerce/add-to-cart-form',
			'attrs'        => null === $style ? array() : array( 'quantitySelectorStyle' => $style ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		apply_filters( 'pre_render_block', null, $parsed, null );
		ob_start();
		$page->render_minus();
		$page->render_plus();
		$html = (string) ob_get_clean();
		apply_filters( 'render_block_' . ProductPage::FORM_BLOCK, '', $parsed, null );
		return $html;
	}

	/**
	 * The input style gets our buttons; the stepper style, WooCommerce's only;
	 * outside the block, ours again.
	 */
	public function test_quantity_buttons_follow_the_block_style(): void {
		$page = new ProductPage();
		$page->hook_blocks();
		$this->assertSame( 2, substr_count( $this->buttons_in_block( $page, null ), 'data-vitrina-qty-step' ) );
		$this->assertSame( 2, substr_count( $this->buttons_in_block( $page, 'input' ), 'data-vitrina-qty-step' ) );
		$this->assertSame( '', $this->buttons_in_block( $page, 'stepper' ), 'WooCommerce draws its own − and +.' );
		ob_start();
		$page->render_minus();
		$this->assertStringContainsString( 'data-vitrina-qty-step="minus"', (string) ob_get_clean() );
	}
}
