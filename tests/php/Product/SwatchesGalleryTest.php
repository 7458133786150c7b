<?php
/**
 * Tests of the swatches and of the gallery's data.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Product\Gallery;
use Vitrina\Product\ProductPage;
use Vitrina\Product\Swatches;
use Vitrina\Templates;
use Vitrina\Tests\TestCase;

/**
 * Swatch kinds from the attribute terms, the video item's address check and
 * the variation data the gallery adds.
 */
#[Group( 'woocommerce' )]
final class SwatchesGalleryTest extends TestCase {

	/**
	 * Needs WooCommerce.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
	}

	/**
	 * A local attribute's values are label swatches; a global attribute's
	 * terms are colour swatches when they carry a colour, labels otherwise,
	 * and only the product's offered values are listed.
	 */
	public function test_swatch_kinds(): void {
		$product = new \WC_Product_Variable();
		$product->set_name( 'Кастрюля' );
		$product->save();
		$local = Swatches::for_attribute( 'Объём', array( '2 л', '3 л' ), $product );
		$this->assertSame( array( 'label', 'label' ), array_column( $local, 'type' ) );
		$this->assertSame( array( '2 л', '3 л' ), array_column( $local, 'value' ) );

		$taxonomy = 'pa_vitrina_test_color';
		register_taxonomy( $taxonomy, 'product' );
		$red  = wp_insert_term( 'Красный', $taxonomy, array( 'slug' => 'red' ) );
		$blue = wp_insert_term( 'Синий', $taxonomy, array( 'slug' => 'blue' ) );
		$gray = wp_insert_term( 'Серый', $taxonomy, array( 'slug' => 'gray' ) );
		$this->assertIsArray( $red );
		$this->assertIsArray( $blue );
		$this->assertIsArray( $gray );
		update_term_meta( $red['term_id'], Swatches::COLOR_META, '#c8102e' );
		update_term_meta( $gray['term_id'], Swatches::COLOR_META, 'not a colour' );
		wp_set_object_terms( $product->get_id(), array( 'red', 'blue', 'gray' ), $taxonomy );

		$swatches = Swatches::for_attribute( $taxonomy, array( 'red', 'gray' ), $product );
		$by_value = array_column( $swatches, null, 'value' );
		$this->assertEqualsCanonicalizing( array( 'gray', 'red' ), array_keys( $by_value ) );
		$this->assertArrayNotHasKey( 'blue', $by_value );
		$this->assertSame( 'color', $by_value['red']['type'] );
		$this->assertSame( '#c8102e', $by_value['red']['color'] );
		$this->assertSame( 'Красный', $by_value['red']['label'] );
		$this->assertSame( 'label', $by_value['gray']['type'] );
		$this->assertSame( '', $by_value['gray']['color'] );
		unregister_taxonomy( $taxonomy );
	}

	/**
	 * A video item needs an http(s) address.
	 */
	public function test_video_item_address(): void {
		$this->assertNull( Gallery::video_item( 'javascript:alert(1)', '', 'Видео' ) );
		$this->assertNull( Gallery::video_item( '', '', 'Видео' ) );
		$item = Gallery::video_item( 'https://example.com/pan.mp4', 'https://example.com/p.jpg', 'Видео' );
		$this->assertNotNull( $item );
		$this->assertSame( 'https://example.com/pan.mp4', $item['video'] );
		$this->assertSame( 'https://example.com/p.jpg', $item['full_src'] );
	}

	/**
	 * The variation data carries additional_variation_images (its own
	 * gallery and video) and leaves other data alone.
	 */
	public function test_variation_data(): void {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Кастрюля' );
		$parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent->get_id() );
		$variation->save();

		$data = Gallery::variation_data( array( 'variation_id' => $variation->get_id() ), $parent, $variation );
		$this->assertSame( array(), $data['additional_variation_images'] );
		$this->assertSame( array(), $data['additional_variation_images_default'] );
		$this->assertSame( $variation->get_id(), $data['variation_id'] );

		update_post_meta( $variation->get_id(), Gallery::VIDEO_META, 'https://example.com/v.mp4' );
		update_post_meta( $variation->get_id(), Gallery::VARIATION_IMAGES_META, '999999,abc' );
		$data = Gallery::variation_data( array(), $parent, $variation );
		$this->assertCount( 1, $data['additional_variation_images'] );
		$this->assertSame( 'https://example.com/v.mp4', $data['additional_variation_images'][0]['video'] );

		$this->assertSame( 'not an array', Gallery::variation_data( 'not an array', $parent, $variation ) );
	}

	/**
	 * An image attachment (with the sizes' metadata).
	 *
	 * @param string $file File name.
	 */
	private function image( string $file ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/11/' . $file
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 800,
				'height' => 800,
				'file'   => '2026/11/' . $file,
				'sizes'  => array(),
			)
		);
		return $id;
	}

	/**
	 * WooCommerce's variation gallery (where WooCommerce has it on) is shown
	 * by this gallery: its ids become the variation's pictures and its markup,
	 * which would replace this gallery, is left out.
	 */
	public function test_variation_data_takes_woocommerce_variation_gallery(): void {
		if ( ! ProductPage::takes_over() ) {
			$this->markTestSkipped( 'The product island is not built.' );
		}
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Кастрюля' );
		$parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent->get_id() );
		$variation->save();
		$picture = $this->image( 'vitrina-variation-gallery.jpg' );

		$data = Gallery::variation_data(
			array(
				'gallery_image_ids'   => array( $picture ),
				'gallery_images_html' => '<div class="woocommerce-product-gallery"></div>',
			),
			$parent,
			$variation
		);
		$this->assertSame( '', $data['gallery_images_html'] );
		$this->assertSame( array( $picture ), array_column( $data['additional_variation_images'], 'id' ) );
	}

	/**
	 * The gallery keeps WooCommerce's markup: its classes, the main picture's
	 * img.wp-post-image printed by wp_get_attachment_image with WooCommerce's
	 * data attributes, and the placeholder of a product without pictures.
	 */
	public function test_gallery_keeps_woocommerce_markup(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Лопатка' );
		$product->save();
		$html = Templates::render( 'product/gallery', ProductPage::gallery_args( $product ) );
		$this->assertStringContainsString( 'woocommerce-product-gallery--without-images', $html );
		$this->assertMatchesRegularExpression( '/class="[^"]*woocommerce-product-gallery__wrapper[^"]*"/', $html );
		$this->assertMatchesRegularExpression( '/woocommerce-product-gallery__image--placeholder">\s*<img[^>]*class="wp-post-image"/', $html );

		$picture = $this->image( 'vitrina-gallery-main.jpg' );
		$product->set_image_id( $picture );
		$product->save();
		$html = Templates::render( 'product/gallery', ProductPage::gallery_args( $product ) );
		$this->assertStringContainsString( 'woocommerce-product-gallery--with-images', $html );
		$this->assertStringNotContainsString( '--placeholder', $html );
		$this->assertMatchesRegularExpression( '/<div class="[^"]*woocommerce-product-gallery__image"[^>]*data-thumb=/', $html );
		$this->assertMatchesRegularExpression( '/<img [^>]*class="wp-post-image"[^>]*data-large_image_width="800"/', $html );
		$this->assertStringContainsString( 'fetchpriority="high"', $html );
	}

	/**
	 * The gallery fills the first view: once it is printed, WordPress counts
	 * the page's first-view images as taken, so the images that follow in
	 * the product's content (its description, the reviews' avatars) are
	 * lazy-loaded, as after WooCommerce's own gallery.
	 */
	public function test_gallery_takes_the_first_view_images(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Сотейник' );
		$product->set_image_id( $this->image( 'vitrina-gallery-first-view.jpg' ) );
		$product->save();
		$before = wp_increase_content_media_count( 0 );
		try {
			Templates::render( 'product/gallery', ProductPage::gallery_args( $product ) );
			$this->assertGreaterThanOrEqual( wp_omit_loading_attr_threshold(), wp_increase_content_media_count( 0 ) );
		} finally {
			// The count is the request's: put back for the tests that follow.
			wp_increase_content_media_count( $before - wp_increase_content_media_count( 0 ) );
		}
	}
}
