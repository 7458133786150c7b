<?php
/**
 * Tests of the product carousel shortcode.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Carousel;

use Vitrina\Assets\Islands;
use Vitrina\Carousel\Carousel;
use Vitrina\Tests\TestCase;

/**
 * Attributes in and out of range, the products chosen, the markup the island
 * mounts on, and the island asked for only where a carousel is.
 */
final class CarouselTest extends TestCase {

	/**
	 * Good and bad attributes.
	 *
	 * @return array<string, array{mixed, string, mixed}>
	 */
	public static function attributes_cases(): array {
		return array(
			'defaults'            => array( array(), 'speed', Carousel::DEFAULT_SPEED ),
			'no autoplay default' => array( array(), 'autoplay', false ),
			'autoplay yes'        => array( array( 'autoplay' => 'yes' ), 'autoplay', true ),
			'speed kept'          => array( array( 'speed' => '3000' ), 'speed', 3000 ),
			'speed too small'     => array( array( 'speed' => '10' ), 'speed', Carousel::DEFAULT_SPEED ),
			'limit capped'        => array( array( 'limit' => '500' ), 'limit', Carousel::MAX_PRODUCTS ),
			'limit at least 1'    => array( array( 'limit' => '-3' ), 'limit', 3 ),
			'columns capped'      => array( array( 'columns' => '12' ), 'columns', 6 ),
			'unknown order'       => array( array( 'orderby' => 'DROP TABLE' ), 'orderby', 'date' ),
			'ids cleaned'         => array( array( 'ids' => '3, x, 5,-2' ), 'ids', array( 3, 5, 2 ) ),
			'title stripped'      => array( array( 'title' => '<b>Новинки</b>' ), 'title', 'Новинки' ),
			'not an array'        => array( 'junk', 'limit', 8 ),
		);
	}

	/**
	 * One attribute.
	 *
	 * @param mixed  $atts     Attributes.
	 * @param string $key      Key.
	 * @param mixed  $expected Value.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'attributes_cases' )]
	public function test_attributes( $atts, string $key, $expected ): void {
		$this->assertSame( $expected, Carousel::attributes( $atts )[ $key ] );
	}

	/**
	 * The shortcode lists the chosen products as WooCommerce cards inside a
	 * labelled carousel region, and asks for the island.
	 */
	public function test_shortcode_markup(): void {
		$this->requires_woocommerce();
		Islands::reset();
		$ids = array();
		foreach ( array( 'Сковорода', 'Кастрюля', 'Нож' ) as $name ) {
			$product = new \WC_Product_Simple();
			$product->set_name( $name );
			$product->set_regular_price( '100' );
			$product->set_status( 'publish' );
			$ids[] = $product->save();
		}
		$module = new Carousel();
		$html   = $module->shortcode(
			array(
				'ids'      => $ids[2] . ',' . $ids[0],
				'autoplay' => 'yes',
				'title'    => 'Новинки',
			)
		);
		$this->assertTrue( Islands::is_needed( Carousel::ISLAND ) );
		// A component of the island, whose script waits until a carousel is first seen.
		$this->assertStringContainsString( 'data-vitrina-island="carousel" data-vitrina-component="carousel"', $html );
		$this->assertStringContainsString( 'data-vitrina-when="visible"', $html );
		$this->assertTrue( Islands::waits( Carousel::ISLAND ) );
		$this->assertStringContainsString( 'data-vitrina-carousel', $html );
		$this->assertStringContainsString( 'aria-roledescription="carousel"', $html );
		$this->assertStringContainsString( 'aria-label="Новинки"', $html );
		$this->assertStringContainsString( 'data-autoplay="yes"', $html );
		$this->assertStringContainsString( 'data-speed="5000"', $html );
		$this->assertStringContainsString( 'data-vitrina-carousel-toggle', $html );
		$this->assertSame( 2, substr_count( $html, '<li class="' ) );
		$this->assertLessThan( strpos( $html, 'Сковорода' ), strpos( $html, 'Нож' ), 'The order of ids is kept.' );
		$this->assertStringNotContainsString( 'Кастрюля', $html );
		Islands::reset();

		$html = $module->shortcode( array( 'ids' => (string) $ids[1] ) );
		$this->assertStringContainsString( 'data-autoplay="no"', $html );
		$this->assertStringNotContainsString( 'data-vitrina-carousel-toggle', $html );
		Islands::reset();
	}

	/**
	 * Nothing, and no island, when no product matches.
	 */
	public function test_empty(): void {
		$this->requires_woocommerce();
		Islands::reset();
		$this->assertSame( '', ( new Carousel() )->shortcode( array( 'category' => 'no-such-category' ) ) );
		$this->assertFalse( Islands::is_needed( Carousel::ISLAND ) );
	}
	/**
	 * The block is registered from its block.json and renders the
	 * shortcode's carousel with its attributes (the block's types: a
	 * boolean autoplay, numbers).
	 */
	public function test_block(): void {
		$this->requires_woocommerce();
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( Carousel::BLOCK ) ) {
			$registry->unregister( Carousel::BLOCK );
		}
		( new Carousel() )->register_block();
		$type = $registry->get_registered( Carousel::BLOCK );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertTrue( $type->is_dynamic() );
		$this->assertContains( 'vitrina-block-preview', $type->editor_script_handles );

		Islands::reset();
		$ids = array();
		foreach ( array( 'Сковорода', 'Кастрюля' ) as $name ) {
			$product = new \WC_Product_Simple();
			$product->set_name( $name );
			$product->set_regular_price( '100' );
			$product->set_status( 'publish' );
			$ids[] = $product->save();
		}
		$html = do_blocks( '<!-- wp:vitrina/product-carousel {"ids":"' . $ids[1] . '","autoplay":true,"speed":3000,"columns":3,"title":"Новинки"} /-->' );
		$this->assertTrue( Islands::is_needed( Carousel::ISLAND ) );
		$this->assertStringContainsString( 'data-vitrina-carousel', $html );
		$this->assertStringContainsString( 'aria-label="Новинки"', $html );
		$this->assertStringContainsString( 'data-autoplay="yes"', $html );
		$this->assertStringContainsString( 'data-speed="3000"', $html );
		$this->assertStringContainsString( '--vitrina-carousel-columns: 3', $html );
		$this->assertStringContainsString( 'Кастрюля', $html );
		$this->assertStringNotContainsString( 'Сковорода', $html );
		$shortcode = Carousel::shortcode(
			array(
				'ids'      => (string) $ids[1],
				'autoplay' => 'yes',
				'speed'    => '3000',
				'columns'  => '3',
				'title'    => 'Новинки',
			)
		);
		// The carousel's id is unique per render, and WooCommerce's loop gives
		// the cards first and last classes by their place in it, which runs on.
		$unique = static fn( string $markup ): string => (string) preg_replace( array( '/vitrina-carousel-\d+/', '/ (first|last) instock/' ), array( 'vitrina-carousel-N', ' instock' ), trim( $markup ) );
		$this->assertSame( $unique( $shortcode ), $unique( $html ), 'One renderer: the block shows what the shortcode does.' );
		$this->assertStringContainsString( 'data-autoplay="no"', do_blocks( '<!-- wp:vitrina/product-carousel {"ids":"' . $ids[0] . '"} /-->' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/product-carousel {"category":"no-such-category"} /-->' ) ) );
		Islands::reset();
	}
}
