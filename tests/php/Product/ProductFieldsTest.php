<?php
/**
 * Tests of the product editor's gallery fields.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Group;
use Vitrina\Product\Gallery;
use Vitrina\Product\ProductFields;
use Vitrina\Tests\TestCase;

/**
 * The product's video and a variation's pictures and video: rendered with
 * their stored values, saved sanitised through WooCommerce's save hooks, a
 * bad address refused without losing the stored one.
 */
#[Group( 'woocommerce' )]
final class ProductFieldsTest extends TestCase {

	/**
	 * Needs WooCommerce; the fields' hooks as in wp-admin.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$this->as_admin_screen();
		( new ProductFields() )->register();
	}

	/**
	 * An attachment.
	 *
	 * @param string $file File name.
	 * @param string $mime Mime type.
	 */
	private function attachment( string $file, string $mime ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			'2026/11/' . $file
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Addresses as typed, and what is stored (null: refused).
	 *
	 * @return array<string, array{0: string, 1: ?string}>
	 */
	public static function addresses(): array {
		return array(
			'https file'      => array( ' https://cdn.example.com/v/pot.mp4 ', 'https://cdn.example.com/v/pot.mp4' ),
			'local http'      => array( 'http://127.0.0.1:8888/wp-content/uploads/pot.webm', 'http://127.0.0.1:8888/wp-content/uploads/pot.webm' ),
			'empty clears'    => array( '', '' ),
			'script scheme'   => array( 'javascript:alert(1)', null ),
			'no scheme'       => array( 'cdn.example.com/pot.mp4', null ),
			'other scheme'    => array( 'ftp://example.com/pot.mp4', null ),
			'no host'         => array( 'https://', null ),
			'markup stripped' => array( 'https://example.com/a"><script>.mp4', 'https://example.com/ascript.mp4' ),
		);
	}

	/**
	 * The address rule.
	 *
	 * @param string      $raw  Typed.
	 * @param string|null $want Stored.
	 */
	#[DataProvider( 'addresses' )]
	public function test_video_address( string $raw, ?string $want ): void {
		$this->assertSame( $want, ProductFields::video_url( $raw ) );
	}

	/**
	 * The product form saves a good address and refuses a bad one, keeping
	 * the stored address and telling the admin.
	 */
	public function test_product_video_saved_or_refused(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля' );
		$product->save();

		$_POST[ ProductFields::VIDEO_FIELD ] = 'https://cdn.example.com/pot.mp4';
		do_action( 'woocommerce_admin_process_product_object', $product );
		$product->save();
		$this->assertSame( 'https://cdn.example.com/pot.mp4', get_post_meta( $product->get_id(), Gallery::VIDEO_META, true ) );

		$refused = array();
		add_action(
			'vitrina_product_field_refused',
			static function ( $text ) use ( &$refused ) {
				$refused[] = $text;
			}
		);
		$_POST[ ProductFields::VIDEO_FIELD ] = 'javascript:alert(1)';
		do_action( 'woocommerce_admin_process_product_object', $product );
		$product->save();
		$this->assertSame( 'https://cdn.example.com/pot.mp4', get_post_meta( $product->get_id(), Gallery::VIDEO_META, true ) );
		$this->assertCount( 1, $refused );
		$this->assertStringContainsString( 'https://', $refused[0] );
	}

	/**
	 * A variation keeps only real pictures (no repeats, no other files, at
	 * most MAX_IMAGES), and its video; the gallery data then carries them.
	 */
	public function test_variation_pictures_and_video(): void {
		$product = new \WC_Product_Variable();
		$product->set_name( 'Кастрюля' );
		$product->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->set_regular_price( '990' );
		$variation->save();

		$a   = $this->attachment( 'a.jpg', 'image/jpeg' );
		$b   = $this->attachment( 'b.png', 'image/png' );
		$pdf = $this->attachment( 'manual.pdf', 'application/pdf' );

		$_POST[ ProductFields::VARIATION_IMAGES_FIELD ] = array( 3 => "$b,$a,$b,$pdf,999999,x" );
		$_POST[ ProductFields::VARIATION_VIDEO_FIELD ]  = array( 3 => 'https://cdn.example.com/blue.mp4' );
		do_action( 'woocommerce_save_product_variation', $variation->get_id(), 3 );
		$this->assertSame( array( $b, $a ), get_post_meta( $variation->get_id(), Gallery::VARIATION_IMAGES_META, true ) );
		$this->assertSame( 'https://cdn.example.com/blue.mp4', get_post_meta( $variation->get_id(), Gallery::VIDEO_META, true ) );

		// Another index of the form is another variation's: nothing changes.
		$_POST[ ProductFields::VARIATION_IMAGES_FIELD ] = array( 4 => '' );
		do_action( 'woocommerce_save_product_variation', $variation->get_id(), 3 );
		$this->assertSame( array( $b, $a ), get_post_meta( $variation->get_id(), Gallery::VARIATION_IMAGES_META, true ) );

		$data = Gallery::variation_data( array(), $product, wc_get_product( $variation->get_id() ) );
		$this->assertSame( 'https://cdn.example.com/blue.mp4', end( $data['additional_variation_images'] )['video'] );
	}

	/**
	 * More pictures than allowed are cut to MAX_IMAGES.
	 */
	public function test_pictures_capped(): void {
		$ids = array();
		for ( $i = 0; $i < ProductFields::MAX_IMAGES + 2; $i++ ) {
			$ids[] = $this->attachment( "p$i.jpg", 'image/jpeg' );
		}
		$this->assertSame( array_slice( $ids, 0, ProductFields::MAX_IMAGES ), ProductFields::image_ids( implode( ',', $ids ) ) );
	}

	/**
	 * The variation's fields show what is stored, escaped, with labels.
	 */
	public function test_variation_fields_rendered(): void {
		$product = new \WC_Product_Variable();
		$product->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->save();
		$a = $this->attachment( 'a.jpg', 'image/jpeg' );
		update_post_meta( $variation->get_id(), Gallery::VARIATION_IMAGES_META, array( $a ) );
		update_post_meta( $variation->get_id(), Gallery::VIDEO_META, 'https://cdn.example.com/v.mp4?a=1&b=2' );

		ob_start();
		do_action( 'woocommerce_product_after_variable_attributes', 2, array(), get_post( $variation->get_id() ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="vitrina_variation_images[2]" value="' . $a . '"', $html );
		$this->assertStringContainsString( 'data-id="' . $a . '"', $html );
		$this->assertStringContainsString( 'name="vitrina_variation_video_url[2]" value="https://cdn.example.com/v.mp4?a=1&amp;b=2"', $html );
		$this->assertStringContainsString( 'for="vitrina-variation-video-2"', $html );
		$this->assertStringContainsString( 'data-vitrina-media="image"', $html );
	}
}
