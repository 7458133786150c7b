<?php
/**
 * Tests of the search forms.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Search\Forms;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * The form markup and its settings, the shortcode, the block, the header.
 */
final class FormsTest extends TestCase {
	use SearchData;

	/**
	 * Forgets the islands asked for.
	 */
	protected function tearDown(): void {
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * The props of the first mount container in markup.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrina-props="([^"]*)"/', $html, $m ), $html );
		return (array) json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	/**
	 * The shortcode renders the island's container with the form settings
	 * from the shop's settings, overridden by its attributes, and a form that
	 * works without scripts.
	 */
	public function test_shortcode(): void {
		$this->requires_woocommerce();
		$this->category( 'Ножи для формы' );
		$this->product( 'Нож для формы', array( 'category_ids' => array( get_term_by( 'name', 'Ножи для формы', 'product_cat' )->term_id ) ) );
		update_option(
			Schema::OPTION,
			array(
				'search_count' => 7,
				'search_sku'   => 'no',
			)
		);
		Options::flush();

		$html  = do_shortcode( '[vitrina_search thumbnail="no" symbols_count="2"]' );
		$props = $this->props( $html );
		$this->assertStringContainsString( 'data-vitrina-island="search"', $html );
		$this->assertStringContainsString( 'data-vitrina-component="search-form"', $html );
		$this->assertSame( 7, $props['count'] );
		$this->assertFalse( $props['thumbnail'] );
		$this->assertFalse( $props['sku'] );
		$this->assertTrue( $props['price'] );
		$this->assertSame( 2, $props['symbols_count'] );
		$this->assertSame( 'product', $props['post_type'] );
		$this->assertSame( '', $props['product_cat'] );
		$this->assertSame( 'dropdown', $props['style'] );
		$this->assertContains( 'Ножи для формы', array_column( $props['categories'], 'name' ) );
		$this->assertStringContainsString( 'name="s"', $html );
		$this->assertStringContainsString( 'name="post_type" value="product"', $html );
		$this->assertStringContainsString( '<select name="product_cat"', $html );
		$this->assertTrue( Islands::is_needed( 'search' ) );
	}

	/**
	 * The category chosen on the page is the form's current one.
	 */
	public function test_current_category_from_the_query(): void {
		$this->requires_woocommerce();
		$_GET['product_cat'] = 'Kofe';
		$this->assertSame( 'kofe', $this->props( do_shortcode( '[vitrina_search]' ) )['product_cat'] );
	}

	/**
	 * The shop page has one form above its products, on either theme: the
	 * classic archive hook, or above the block catalogue's Product Collection
	 * that lists the page's own query; never above another collection, never
	 * twice, never off the shop page.
	 */
	public function test_shop_page_form_on_either_theme(): void {
		$this->requires_woocommerce();
		$shop    = array( 'attrs' => array( 'query' => array( 'inherit' => true ) ) );
		$another = array( 'attrs' => array( 'query' => array( 'inherit' => false ) ) );
		$this->assertFalse( is_shop() );
		$this->assertSame( '<ul></ul>', ( new Forms() )->shop_collection( '<ul></ul>', $shop ), 'not the shop page' );

		global $wp_query, $wp_the_query;
		$saved = $wp_the_query;
		$page  = wc_get_page_id( 'shop' );
		if ( $page <= 0 ) {
			$page = wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => 'Магазин',
				)
			);
			update_option( 'woocommerce_shop_page_id', $page );
		}
		$wp_the_query = new \WP_Query( array( 'page_id' => $page ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		try {
			$this->shop_page_forms( $shop, $another );
		} finally {
			$wp_the_query = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
			$wp_query     = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
		}
	}

	/**
	 * The shop page's forms (test_shop_page_form_on_either_theme).
	 *
	 * @param array<string, mixed> $shop    A Product Collection listing the page's query.
	 * @param array<string, mixed> $another Another Product Collection.
	 */
	private function shop_page_forms( array $shop, array $another ): void {
		$this->assertTrue( is_shop() );
		$forms = new Forms();
		$this->assertSame( '<ul></ul>', $forms->shop_collection( '<ul></ul>', $another ) );
		$html = $forms->shop_collection( '<ul></ul>', $shop );
		$this->assertStringEndsWith( '<ul></ul>', $html );
		$this->assertSame( 'shop', $this->props( $html )['place'] );
		$this->assertStringContainsString( 'role="search" aria-label="' . esc_attr( Forms::label( 'shop' ) ) . '"', $html );
		$this->assertStringContainsString( 'data-vitrina-component="search-form"', $html );
		$this->assertSame( '<ul></ul>', $forms->shop_collection( '<ul></ul>', $shop ), 'once a page' );
		ob_start();
		$forms->shop_page();
		$this->assertSame( '', ob_get_clean(), 'the classic hook after the block: nothing more' );

		$classic = new Forms();
		ob_start();
		$classic->shop_page();
		$this->assertStringContainsString( 'data-vitrina-component="search-form"', (string) ob_get_clean() );
		$this->assertSame( '<ul></ul>', $classic->shop_collection( '<ul></ul>', $shop ) );
	}

	/**
	 * The header form follows the form-style setting; others are dropdowns.
	 */
	public function test_header_style(): void {
		$this->requires_woocommerce();
		update_option( Schema::OPTION, array( 'search_form_style' => 'full-screen' ) );
		Options::flush();
		ob_start();
		( new Forms() )->header();
		$header = (string) ob_get_clean();
		$this->assertSame( 'full-screen', $this->props( $header )['style'] );
		$this->assertSame( 'dropdown', $this->props( do_shortcode( '[vitrina_search]' ) )['style'] );

		// Each place names its search landmark, the plain form and the live
		// one alike, so that a page's several forms are told apart.
		$this->assertSame( Forms::label( 'header' ), $this->props( $header )['label'] );
		$this->assertStringContainsString( 'role="search" aria-label="' . esc_attr( Forms::label( 'header' ) ) . '"', $header );
		$labels = array_map( array( Forms::class, 'label' ), array( 'header', 'footer', 'shop', 'block' ) );
		$this->assertSame( $labels, array_unique( $labels ) );
	}

	/**
	 * Storefront's own product search gives way to ours.
	 */
	public function test_replaces_the_theme_search(): void {
		add_action( 'storefront_header', 'storefront_product_search', 40 );
		$forms = new Forms();
		$forms->replace_theme_search();
		$this->assertFalse( has_action( 'storefront_header', 'storefront_product_search' ) );
		$this->assertSame( 40, has_action( 'storefront_header', array( $forms, 'header' ) ) );
	}

	/**
	 * Every block's editor preview is the one shared script, registered once.
	 */
	public function test_blocks_share_one_editor_preview(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array( Forms::BLOCK, 'vitrina/delivery-widget' ) as $name ) {
			$type = $registry->get_registered( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $type, $name );
			$this->assertSame( array( 'vitrina-block-preview' ), $type->editor_script_handles, $name );
		}
		$script = wp_scripts()->query( 'vitrina-block-preview' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertStringEndsWith( '/blocks/preview.js', (string) $script->src );
		$this->assertSame( array( 'wp-blocks', 'wp-element', 'wp-block-editor' ), $script->deps );
	}

	/**
	 * The block renders the same form, with its attributes.
	 */
	public function test_block(): void {
		$this->requires_woocommerce();
		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( Forms::BLOCK ) );
		$html  = render_block(
			array(
				'blockName'    => Forms::BLOCK,
				'attrs'        => array(
					'count' => 4,
					'price' => false,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$props = $this->props( $html );
		$this->assertSame( 4, $props['count'] );
		$this->assertFalse( $props['price'] );
		$this->assertSame( 'block', $props['place'] );
	}

	/**
	 * The island's page settings name the endpoint and the delay.
	 */
	public function test_island_settings(): void {
		Data::reset();
		( new Forms() )->register();
		$settings = Islands::settings( Forms::ISLAND );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $settings['ajaxUrl'] );
		$this->assertSame( home_url( '/' ), $settings['homeUrl'] );
		$this->assertSame( 'woodmart_ajax_search', $settings['action'] );
		$this->assertSame( 300, $settings['delay'] );
		$this->assertTrue( $settings['live'] );
	}

	/**
	 * A category sent as an array is no category, quietly (before: "Array
	 * to string conversion" in Forms.php).
	 */
	public function test_current_category_as_an_array(): void {
		$this->requires_woocommerce();
		$_GET['product_cat'] = array( 'x' );
		$errors              = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches warnings.
			static function ( int $level, string $message ) use ( &$errors ): bool {
				$errors[] = $message;
				return true;
			}
		);
		try {
			$html = do_shortcode( '[vitrina_search]' );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $errors );
		$this->assertSame( '', $this->props( $html )['product_cat'] );
	}
}
