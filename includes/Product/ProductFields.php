<?php
/**
 * The product editor's fields for the gallery: a product's video, and a
 * variation's own pictures and video (read by Gallery for the product page).
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use Vitrina\Assets\Islands;
use Vitrina\Module;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Adds "Video" to the General tab of the product data box and "Extra
 * pictures" and "Video" to each variation, with the media library to choose
 * from. WooCommerce checks the nonces of both saves (the product form's meta
 * box nonce, the variations' save-variations nonce) before these hooks run;
 * values are sanitised here, and a value that cannot be kept is refused with
 * a notice, leaving the stored one as it was.
 */
final class ProductFields implements Module {

	/** The island and its editor entry (src/product/editor, build/product/editor.js). */
	public const ISLAND = 'product';
	public const ENTRY  = 'editor';

	/** Video field of the product. */
	public const VIDEO_FIELD = 'vitrina_video_url';

	/** Fields of the variations (arrays by the variation's loop index). */
	public const VARIATION_IMAGES_FIELD = 'vitrina_variation_images';
	public const VARIATION_VIDEO_FIELD  = 'vitrina_variation_video_url';

	/** At most this many extra pictures per variation. */
	public const MAX_IMAGES = 20;

	/**
	 * In wp-admin (and its AJAX, where variations load and save).
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'woocommerce_product_options_general_product_data', array( $this, 'render_product_fields' ) );
		add_action( 'woocommerce_admin_process_product_object', array( $this, 'save_product' ) );
		add_action( 'woocommerce_product_after_variable_attributes', array( $this, 'render_variation_fields' ), 10, 3 );
		add_action( 'woocommerce_save_product_variation', array( $this, 'save_variation' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The media picker script on the product editor.
	 *
	 * @param mixed $hook_suffix The admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) || null === $screen || 'product' !== $screen->post_type ) {
			return;
		}
		if ( Islands::register_island( self::ISLAND, self::ENTRY ) ) {
			wp_enqueue_media();
			wp_enqueue_script( Islands::handle( self::ISLAND, self::ENTRY ) );
			wp_enqueue_style( Islands::handle( self::ISLAND, self::ENTRY ) );
		}
	}

	/**
	 * The product's video field.
	 */
	public function render_product_fields(): void {
		global $product_object;
		$video = $product_object instanceof WC_Product ? (string) $product_object->get_meta( Gallery::VIDEO_META ) : '';
		echo '<div class="options_group vitrina-product-fields">';
		$this->video_input( self::VIDEO_FIELD, self::VIDEO_FIELD, $video, 'form-field' );
		echo '</div>';
	}

	/**
	 * A variation's pictures and video.
	 *
	 * @param mixed $loop           The variation's index in the form.
	 * @param mixed $variation_data Unused.
	 * @param mixed $variation      The variation's post.
	 */
	public function render_variation_fields( $loop, $variation_data, $variation ): void {
		unset( $variation_data );
		if ( ! $variation instanceof \WP_Post ) {
			return;
		}
		$loop  = absint( $loop );
		$ids   = self::stored_ids( $variation->ID );
		$video = (string) get_post_meta( $variation->ID, Gallery::VIDEO_META, true );
		$input = 'vitrina-variation-images-' . $loop;
		echo '<div class="vitrina-variation-fields">';
		echo '<p class="form-row form-row-full vitrina-media-images">';
		echo '<label for="' . esc_attr( $input ) . '">' . esc_html__( 'Extra pictures of this variation', 'vitrina' ) . '</label>';
		echo '<input type="hidden" id="' . esc_attr( $input ) . '" name="' . esc_attr( self::VARIATION_IMAGES_FIELD . '[' . $loop . ']' ) . '" value="' . esc_attr( implode( ',', $ids ) ) . '" />';
		echo '<span class="vitrina-media-list" data-for="' . esc_attr( $input ) . '" role="list">';
		foreach ( $ids as $id ) {
			self::thumbnail( $id );
		}
		echo '</span>';
		echo '<button type="button" class="button vitrina-media-pick" data-vitrina-media="image" data-target="' . esc_attr( $input ) . '">' . esc_html__( 'Choose pictures', 'vitrina' ) . '</button> ';
		echo '<span class="description">' . esc_html__( 'Shown in the gallery after the variation\'s picture when a shopper chooses this variation.', 'vitrina' ) . '</span>';
		echo '</p>';
		$this->video_input( 'vitrina-variation-video-' . $loop, self::VARIATION_VIDEO_FIELD . '[' . $loop . ']', $video, 'form-row form-row-full' );
		echo '</div>';
	}

	/**
	 * A video address input with its media library button.
	 *
	 * @param string $id    Input id.
	 * @param string $name  Input name.
	 * @param string $value The address.
	 * @param string $wrap  The wrapper's classes.
	 */
	private function video_input( string $id, string $name, string $value, string $wrap ): void {
		echo '<p class="' . esc_attr( $wrap ) . ' vitrina-media-video">';
		echo '<label for="' . esc_attr( $id ) . '">' . esc_html__( 'Video', 'vitrina' ) . '</label>';
		echo '<input type="url" class="short" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" placeholder="https://" inputmode="url" aria-describedby="' . esc_attr( $id . '-help' ) . '" /> ';
		echo '<button type="button" class="button vitrina-media-pick" data-vitrina-media="video" data-target="' . esc_attr( $id ) . '">' . esc_html__( 'Choose a video', 'vitrina' ) . '</button>';
		echo '<span class="description" id="' . esc_attr( $id . '-help' ) . '">' . esc_html__( 'A video file (MP4 or WebM), shown as the last slide of the gallery and in the lightbox.', 'vitrina' ) . '</span>';
		echo '</p>';
	}

	/**
	 * One picture of the list, with its remove button.
	 *
	 * @param int $id Attachment id.
	 */
	private static function thumbnail( int $id ): void {
		echo '<span class="vitrina-media-item" role="listitem" data-id="' . esc_attr( (string) $id ) . '">';
		echo wp_get_attachment_image( $id, array( 48, 48 ) );
		/* translators: %d: attachment id. */
		echo '<button type="button" class="vitrina-media-remove" aria-label="' . esc_attr( sprintf( __( 'Remove picture %d', 'vitrina' ), $id ) ) . '">&times;</button>';
		echo '</span>';
	}

	/**
	 * Saves the product's video (the product form; WooCommerce checked its nonce).
	 *
	 * @param mixed $product The product being saved.
	 */
	public function save_product( $product ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WC_Admin_Meta_Boxes::save_meta_boxes verified woocommerce_meta_nonce.
		if ( ! $product instanceof WC_Product || ! isset( $_POST[ self::VIDEO_FIELD ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- as above; sanitised by video_url().
		$video = self::video_url( wp_unslash( $_POST[ self::VIDEO_FIELD ] ) );
		if ( null === $video ) {
			self::refuse();
			return;
		}
		$product->update_meta_data( Gallery::VIDEO_META, $video );
	}

	/**
	 * Saves a variation's pictures and video (WooCommerce checked the
	 * save-variations nonce and the capability).
	 *
	 * @param mixed $variation_id The variation.
	 * @param mixed $i            Its index in the form.
	 */
	public function save_variation( $variation_id, $i ): void {
		$variation_id = absint( $variation_id );
		$i            = absint( $i );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WC_AJAX::save_variations verified save-variations.
		if ( isset( $_POST[ self::VARIATION_IMAGES_FIELD ][ $i ] ) ) {
			$ids = self::image_ids( sanitize_text_field( wp_unslash( $_POST[ self::VARIATION_IMAGES_FIELD ][ $i ] ) ) );
			update_post_meta( $variation_id, Gallery::VARIATION_IMAGES_META, $ids );
		}
		if ( isset( $_POST[ self::VARIATION_VIDEO_FIELD ][ $i ] ) ) {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised by video_url().
			$video = self::video_url( wp_unslash( $_POST[ self::VARIATION_VIDEO_FIELD ][ $i ] ) );
			if ( null === $video ) {
				self::refuse();
			} else {
				update_post_meta( $variation_id, Gallery::VIDEO_META, $video );
			}
		}
		// phpcs:enable
	}

	/**
	 * A video address as stored: '' clears it; null when it is not an http(s) address.
	 *
	 * @param mixed $raw What was sent.
	 */
	public static function video_url( $raw ): ?string {
		$raw = is_string( $raw ) ? trim( $raw ) : '';
		if ( '' === $raw ) {
			return '';
		}
		if ( ! preg_match( '#^https?://#i', $raw ) ) {
			return null;
		}
		$url = esc_url_raw( $raw, array( 'http', 'https' ) );
		return '' !== $url && '' !== (string) wp_parse_url( $url, PHP_URL_HOST ) ? $url : null;
	}

	/**
	 * The ids of images among a comma list (others, repeats and the surplus
	 * over MAX_IMAGES left out).
	 *
	 * @param string $raw Comma-separated ids.
	 * @return list<int>
	 */
	public static function image_ids( string $raw ): array {
		$ids = array_unique( array_filter( array_map( 'absint', explode( ',', $raw ) ) ) );
		$ids = array_values( array_filter( $ids, 'wp_attachment_is_image' ) );
		return array_slice( $ids, 0, self::MAX_IMAGES );
	}

	/**
	 * A variation's stored picture ids.
	 *
	 * @param int $variation_id The variation.
	 * @return list<int>
	 */
	private static function stored_ids( int $variation_id ): array {
		$raw = get_post_meta( $variation_id, Gallery::VARIATION_IMAGES_META, true );
		$ids = is_array( $raw ) ? $raw : explode( ',', (string) $raw );
		return array_values( array_filter( array_map( 'absint', $ids ) ) );
	}

	/**
	 * Tells the admin the video address was not saved.
	 */
	private static function refuse(): void {
		$text = __( 'The video address was not saved: it must start with http:// or https://.', 'vitrina' );
		if ( class_exists( \WC_Admin_Meta_Boxes::class ) ) {
			\WC_Admin_Meta_Boxes::add_error( $text );
		}
		/**
		 * Fires when a video address was refused (tests, logs).
		 *
		 * @param string $text The message.
		 */
		do_action( 'vitrina_product_field_refused', $text );
	}
}
