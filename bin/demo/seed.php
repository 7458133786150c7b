<?php
/**
 * Loads the demo data of the local shop (run by bin/shop.sh through
 * `wp shop eval-file bin/demo/seed.php [--force]`).
 *
 * Store settings (RUB, Russia, kg and cm, no onboarding, no coming-soon page),
 * categories, global attributes, 36 products with generated pictures, reviews,
 * a shipping zone for Russia, payment on delivery, a buyer account with orders,
 * the wishlist and compare pages, a home page and menus; then the parts of
 * each feature (product.php, search.php, header.php, popups.php, and
 * shopper.php: a grouped product of two of those products and a shipping
 * zone for Belarus).
 *
 * Idempotent: the option vitrina_demo_version marks a seeded shop; --force
 * seeds again on top (products whose SKU exists are skipped).
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

const VITRINA_DEMO_VERSION = 1;

if ( ! function_exists( 'WC' ) ) {
	fwrite( STDERR, "seed.php: WooCommerce is not active\n" );
	exit( 1 );
}

// The embedded delivery provider's companies, tariffs and points (idempotent on its own).
require __DIR__ . '/delivery.php';

$vitrina_force = in_array( '--force', (array) ( $args ?? array() ), true );
if ( ! $vitrina_force && (int) get_option( 'vitrina_demo_version' ) >= VITRINA_DEMO_VERSION ) {
	echo "demo data already loaded\n";
	return;
}

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

$vitrina_data    = require __DIR__ . '/data.php';
$vitrina_started = microtime( true );

// Emails about the demo orders go nowhere, and quickly.
add_filter( 'woocommerce_email_enabled_new_order', '__return_false' );
add_filter( 'woocommerce_email_enabled_customer_completed_order', '__return_false' );
add_filter( 'woocommerce_email_enabled_customer_processing_order', '__return_false' );
add_filter( 'pre_wp_mail', '__return_false' );


/**
 * Prints a progress line.
 *
 * @param string $msg Message.
 */
function vitrina_demo_log( string $msg ): void {
	static $start = null;
	$start        = $start ?? microtime( true );
	printf( "%5.1f s  %s\n", microtime( true ) - $start, $msg ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

// --- Store settings ---------------------------------------------------------------------

/**
 * Sets the site and WooCommerce options of a Russian shop.
 */
function vitrina_demo_settings(): void {
	$options = array(
		'blogname'                                        => 'Витрина',
		'blogdescription'                                 => 'Посуда, аксессуары и продукты для кухни',
		'timezone_string'                                 => 'Europe/Moscow',
		'date_format'                                     => 'd.m.Y',
		'time_format'                                     => 'H:i',
		'start_of_week'                                   => 1,
		'permalink_structure'                             => '/%postname%/',
		'woocommerce_store_address'                       => 'ул. Тверская, д. 1',
		'woocommerce_store_city'                          => 'Москва',
		'woocommerce_store_postcode'                      => '125009',
		'woocommerce_default_country'                     => 'RU',
		'woocommerce_allowed_countries'                   => 'specific',
		'woocommerce_specific_allowed_countries'          => array( 'RU' ),
		'woocommerce_ship_to_countries'                   => '',
		'woocommerce_default_customer_address'            => 'base',
		'woocommerce_currency'                            => 'RUB',
		'woocommerce_currency_pos'                        => 'right_space',
		'woocommerce_price_thousand_sep'                  => ' ',
		'woocommerce_price_decimal_sep'                   => ',',
		'woocommerce_price_num_decimals'                  => 0,
		'woocommerce_weight_unit'                         => 'kg',
		'woocommerce_dimension_unit'                      => 'cm',
		'woocommerce_calc_taxes'                          => 'no',
		'woocommerce_enable_coupons'                      => 'yes',
		'woocommerce_enable_reviews'                      => 'yes',
		'woocommerce_enable_review_rating'                => 'yes',
		'woocommerce_review_rating_required'              => 'yes',
		'woocommerce_review_rating_verification_label'    => 'yes',
		'woocommerce_review_rating_verification_required' => 'no',
		'woocommerce_manage_stock'                        => 'yes',
		'woocommerce_hide_out_of_stock_items'             => 'no',
		'woocommerce_enable_guest_checkout'               => 'yes',
		'woocommerce_enable_checkout_login_reminder'      => 'yes',
		'woocommerce_enable_myaccount_registration'       => 'yes',
		'woocommerce_registration_generate_password'      => 'no',
		'woocommerce_registration_generate_username'      => 'yes',
		'woocommerce_enable_ajax_add_to_cart'             => 'yes',
		'woocommerce_cart_redirect_after_add'             => 'no',
		'woocommerce_coming_soon'                         => 'no',
		'woocommerce_store_pages_only'                    => 'no',
		'woocommerce_onboarding_profile'                  => array(
			'skipped'   => true,
			'completed' => true,
		),
		'woocommerce_task_list_hidden'                    => 'yes',
		'woocommerce_extended_task_list_hidden'           => 'yes',
		'woocommerce_task_list_complete'                  => 'yes',
		'woocommerce_task_list_welcome_modal_dismissed'   => 'yes',
		'woocommerce_task_list_hidden_lists'              => array( 'setup', 'extended' ),
		'woocommerce_task_list_completed_lists'           => array( 'setup' ),
		'woocommerce_show_marketplace_suggestions'        => 'no',
		'woocommerce_allow_tracking'                      => 'no',
		'woocommerce_show_lys_tour'                       => 'no',
		'storefront_nux_dismissed'                        => true,
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
	delete_transient( '_wc_activation_redirect' );
	// What WooCommerce does on a new shop's first admin page (order tables
	// (HPOS) on, and so on): before the demo orders, as in a real new shop.
	if ( 'yes' === get_option( 'woocommerce_newly_installed' ) && is_callable( array( 'WC_Install', 'newly_installed' ) ) ) {
		WC_Install::newly_installed();
	}
	vitrina_demo_log( 'store settings: RUB, Russia, kg and cm, coming soon off, onboarding skipped' );
}

// --- Pictures ------------------------------------------------------------------------------

/**
 * The TrueType font for the pictures, or '' (then GD's built-in font is used).
 *
 * @param bool $bold Bold face.
 * @return string
 */
function vitrina_demo_font( bool $bold = false ): string {
	$candidates = $bold
		? array( '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' )
		: array( '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf' );
	foreach ( $candidates as $font ) {
		if ( is_readable( $font ) ) {
			return $font;
		}
	}
	return '';
}

/**
 * Allocates a colour from #rrggbb, mixed with white (amount > 0) or black (< 0).
 *
 * @param GdImage $img    Image.
 * @param string  $hex    Colour.
 * @param float   $amount -1..1.
 * @return int
 */
function vitrina_demo_color( $img, string $hex, float $amount = 0.0 ): int {
	$hex = ltrim( $hex, '#' );
	$rgb = array( hexdec( substr( $hex, 0, 2 ) ), hexdec( substr( $hex, 2, 2 ) ), hexdec( substr( $hex, 4, 2 ) ) );
	foreach ( $rgb as $i => $c ) {
		$rgb[ $i ] = (int) round( $amount >= 0 ? $c + ( 255 - $c ) * $amount : $c * ( 1 + $amount ) );
	}
	return imagecolorallocate( $img, $rgb[0], $rgb[1], $rgb[2] );
}

/**
 * Draws a filled rectangle with round corners.
 *
 * @param GdImage $img   Image.
 * @param int     $x1    Left.
 * @param int     $y1    Top.
 * @param int     $x2    Right.
 * @param int     $y2    Bottom.
 * @param int     $r     Corner radius.
 * @param int     $color Colour.
 */
function vitrina_demo_rounded( $img, int $x1, int $y1, int $x2, int $y2, int $r, int $color ): void {
	imagefilledrectangle( $img, $x1 + $r, $y1, $x2 - $r, $y2, $color );
	imagefilledrectangle( $img, $x1, $y1 + $r, $x2, $y2 - $r, $color );
	foreach ( array( array( $x1 + $r, $y1 + $r ), array( $x2 - $r, $y1 + $r ), array( $x1 + $r, $y2 - $r ), array( $x2 - $r, $y2 - $r ) ) as $c ) {
		imagefilledellipse( $img, $c[0], $c[1], 2 * $r, 2 * $r, $color );
	}
}

/**
 * Draws the simple shape of a kind of product around (cx, cy), scaled by s.
 *
 * @param GdImage $img   Image.
 * @param string  $shape pot, pan, knife, cup, jar, pack, cloth, board, tool, box.
 * @param string  $hex   Main colour.
 * @param int     $cx    Centre x.
 * @param int     $cy    Centre y.
 * @param float   $s     Scale.
 */
function vitrina_demo_shape( $img, string $shape, string $hex, int $cx, int $cy, float $s ): void {
	$main  = vitrina_demo_color( $img, $hex );
	$dark  = vitrina_demo_color( $img, $hex, -0.35 );
	$light = vitrina_demo_color( $img, $hex, 0.35 );
	$wood  = vitrina_demo_color( $img, '#7a5230' );
	$steel = vitrina_demo_color( $img, '#b9bec4' );
	$white = vitrina_demo_color( $img, '#ffffff' );
	$p     = static function ( float $v ) use ( $s ): int {
		return (int) round( $v * $s );
	};
	switch ( $shape ) {
		case 'pot':
			vitrina_demo_rounded( $img, $cx - $p( 170 ), $cy - $p( 60 ), $cx + $p( 170 ), $cy + $p( 150 ), $p( 30 ), $main );
			imagefilledrectangle( $img, $cx - $p( 230 ), $cy - $p( 30 ), $cx - $p( 165 ), $cy + $p( 5 ), $dark );
			imagefilledrectangle( $img, $cx + $p( 165 ), $cy - $p( 30 ), $cx + $p( 230 ), $cy + $p( 5 ), $dark );
			imagefilledellipse( $img, $cx, $cy - $p( 65 ), $p( 370 ), $p( 60 ), $dark );
			imagefilledellipse( $img, $cx, $cy - $p( 100 ), $p( 60 ), $p( 30 ), $dark );
			imagefilledrectangle( $img, $cx - $p( 150 ), $cy + $p( 10 ), $cx + $p( 150 ), $cy + $p( 22 ), $light );
			break;
		case 'pan':
			imagefilledrectangle( $img, $cx + $p( 120 ), $cy - $p( 18 ), $cx + $p( 330 ), $cy + $p( 18 ), $wood );
			imagefilledellipse( $img, $cx - $p( 40 ), $cy, $p( 360 ), $p( 360 ), $dark );
			imagefilledellipse( $img, $cx - $p( 40 ), $cy, $p( 310 ), $p( 310 ), $main );
			imagefilledellipse( $img, $cx - $p( 90 ), $cy - $p( 50 ), $p( 80 ), $p( 50 ), $light );
			break;
		case 'knife':
			imagefilledpolygon(
				$img,
				array( $cx - $p( 300 ), $cy + $p( 10 ), $cx + $p( 60 ), $cy - $p( 90 ), $cx + $p( 90 ), $cy - $p( 90 ), $cx + $p( 90 ), $cy + $p( 40 ), $cx - $p( 300 ), $cy + $p( 40 ) ),
				$main
			);
			imagefilledrectangle( $img, $cx - $p( 300 ), $cy + $p( 28 ), $cx + $p( 90 ), $cy + $p( 40 ), $light );
			vitrina_demo_rounded( $img, $cx + $p( 90 ), $cy - $p( 60 ), $cx + $p( 300 ), $cy + $p( 20 ), $p( 25 ), $wood );
			imagefilledellipse( $img, $cx + $p( 160 ), $cy - $p( 20 ), $p( 14 ), $p( 14 ), $steel );
			imagefilledellipse( $img, $cx + $p( 240 ), $cy - $p( 20 ), $p( 14 ), $p( 14 ), $steel );
			break;
		case 'cup':
			imagesetthickness( $img, max( 2, $p( 28 ) ) );
			imagearc( $img, $cx + $p( 120 ), $cy, $p( 150 ), $p( 170 ), 270, 90, $dark );
			imagesetthickness( $img, 1 );
			vitrina_demo_rounded( $img, $cx - $p( 140 ), $cy - $p( 150 ), $cx + $p( 130 ), $cy + $p( 150 ), $p( 40 ), $main );
			imagefilledellipse( $img, $cx - $p( 5 ), $cy - $p( 150 ), $p( 270 ), $p( 40 ), $dark );
			imagefilledellipse( $img, $cx, $cy + $p( 175 ), $p( 380 ), $p( 40 ), $light );
			break;
		case 'jar':
			vitrina_demo_rounded( $img, $cx - $p( 130 ), $cy - $p( 140 ), $cx + $p( 130 ), $cy + $p( 170 ), $p( 40 ), $main );
			vitrina_demo_rounded( $img, $cx - $p( 145 ), $cy - $p( 200 ), $cx + $p( 145 ), $cy - $p( 135 ), $p( 15 ), $dark );
			imagefilledrectangle( $img, $cx - $p( 90 ), $cy - $p( 40 ), $cx + $p( 90 ), $cy + $p( 60 ), $white );
			imagefilledrectangle( $img, $cx - $p( 70 ), $cy, $cx + $p( 70 ), $cy + $p( 12 ), $light );
			break;
		case 'pack':
			imagefilledpolygon(
				$img,
				array( $cx - $p( 140 ), $cy - $p( 190 ), $cx + $p( 140 ), $cy - $p( 190 ), $cx + $p( 160 ), $cy + $p( 180 ), $cx - $p( 160 ), $cy + $p( 180 ) ),
				$main
			);
			imagefilledrectangle( $img, $cx - $p( 140 ), $cy - $p( 210 ), $cx + $p( 140 ), $cy - $p( 180 ), $dark );
			vitrina_demo_rounded( $img, $cx - $p( 100 ), $cy - $p( 60 ), $cx + $p( 100 ), $cy + $p( 80 ), $p( 20 ), $white );
			imagefilledellipse( $img, $cx, $cy + $p( 10 ), $p( 90 ), $p( 90 ), $light );
			break;
		case 'cloth':
			vitrina_demo_rounded( $img, $cx - $p( 170 ), $cy - $p( 180 ), $cx + $p( 170 ), $cy + $p( 180 ), $p( 20 ), $main );
			for ( $i = -120; $i <= 120; $i += 60 ) {
				imagefilledrectangle( $img, $cx + $p( $i ) - $p( 4 ), $cy - $p( 180 ), $cx + $p( $i ) + $p( 4 ), $cy + $p( 180 ), $dark );
			}
			vitrina_demo_rounded( $img, $cx - $p( 90 ), $cy + $p( 20 ), $cx + $p( 90 ), $cy + $p( 120 ), $p( 10 ), $light );
			break;
		case 'board':
			vitrina_demo_rounded( $img, $cx - $p( 240 ), $cy - $p( 120 ), $cx + $p( 200 ), $cy + $p( 120 ), $p( 40 ), $main );
			vitrina_demo_rounded( $img, $cx + $p( 180 ), $cy - $p( 40 ), $cx + $p( 290 ), $cy + $p( 40 ), $p( 40 ), $main );
			imagefilledellipse( $img, $cx + $p( 250 ), $cy, $p( 36 ), $p( 36 ), $light );
			imagesetthickness( $img, max( 1, $p( 6 ) ) );
			imagerectangle( $img, $cx - $p( 210 ), $cy - $p( 90 ), $cx + $p( 170 ), $cy + $p( 90 ), $dark );
			imagesetthickness( $img, 1 );
			break;
		case 'tool':
			imagesetthickness( $img, max( 2, $p( 34 ) ) );
			imageline( $img, $cx - $p( 170 ), $cy + $p( 190 ), $cx + $p( 50 ), $cy - $p( 40 ), $wood );
			imagesetthickness( $img, 1 );
			imagefilledellipse( $img, $cx + $p( 110 ), $cy - $p( 110 ), $p( 190 ), $p( 230 ), $main );
			imagefilledellipse( $img, $cx + $p( 110 ), $cy - $p( 110 ), $p( 110 ), $p( 150 ), $light );
			break;
		default: // box.
			vitrina_demo_rounded( $img, $cx - $p( 190 ), $cy - $p( 130 ), $cx + $p( 190 ), $cy + $p( 160 ), $p( 20 ), $main );
			imagefilledrectangle( $img, $cx - $p( 200 ), $cy - $p( 150 ), $cx + $p( 200 ), $cy - $p( 80 ), $dark );
			imagefilledrectangle( $img, $cx - $p( 60 ), $cy - $p( 10 ), $cx + $p( 60 ), $cy + $p( 50 ), $light );
	}
}

/**
 * Writes centred text lines (wrapped to max width) from baseline y.
 *
 * @param GdImage $img   Image.
 * @param string  $text  Text.
 * @param int     $size  Font size in px.
 * @param int     $y     First baseline.
 * @param int     $color Colour.
 * @param bool    $bold  Bold.
 * @param int     $max   Max width.
 * @return int The next baseline.
 */
function vitrina_demo_text( $img, string $text, int $size, int $y, int $color, bool $bold, int $max ): int {
	$font  = vitrina_demo_font( $bold );
	$width = imagesx( $img );
	if ( '' === $font ) {
		$text = strtoupper( remove_accents( $text ) );
		imagestring( $img, 5, 20, $y - 15, $text, $color );
		return $y + 20;
	}
	$lines = array();
	$line  = '';
	foreach ( preg_split( '/\s+/u', $text ) as $word ) {
		$try = '' === $line ? $word : $line . ' ' . $word;
		$box = imagettfbbox( $size, 0, $font, $try );
		if ( $box[2] - $box[0] > $max && '' !== $line ) {
			$lines[] = $line;
			$line    = $word;
		} else {
			$line = $try;
		}
	}
	$lines[] = $line;
	foreach ( $lines as $l ) {
		$box = imagettfbbox( $size, 0, $font, $l );
		imagettftext( $img, $size, 0, (int) ( ( $width - ( $box[2] - $box[0] ) ) / 2 ), $y, $color, $font, $l );
		$y += (int) ( $size * 1.35 );
	}
	return $y;
}

/**
 * Generates a product picture and adds it to the media library.
 *
 * @param string $title   Product name (written on the picture and used as alt text).
 * @param string $file    File name without extension.
 * @param string $bg      Background colour.
 * @param string $shape   Shape kind.
 * @param string $color   Shape colour.
 * @param int    $variant 0 for the main picture, 1.. for other views.
 * @param string $caption Second line (e.g. the colour).
 * @return int Attachment id.
 */
function vitrina_demo_picture( string $title, string $file, string $bg, string $shape, string $color, int $variant = 0, string $caption = '' ): int {
	$w   = 800;
	$h   = 800;
	$img = imagecreatetruecolor( $w, $h );
	imagefilledrectangle( $img, 0, 0, $w, $h, vitrina_demo_color( $img, $bg, 0.1 * $variant ) );
	imagefilledellipse( $img, 400, 330, 560, 560, vitrina_demo_color( $img, $bg, 0.45 ) );
	$scale = 0 === $variant ? 1.0 : ( 1 === $variant ? 1.25 : 0.8 );
	$dx    = 0 === $variant ? 0 : ( 1 === $variant ? 60 : -40 );
	vitrina_demo_shape( $img, $shape, $color, 400 + $dx, 330, $scale );
	$ink = vitrina_demo_color( $img, '#2b2118' );
	imagefilledrectangle( $img, 0, 600, $w, $h, vitrina_demo_color( $img, $bg, 0.7 ) );
	$y = vitrina_demo_text( $img, $title, 30, 660, $ink, true, 700 );
	if ( '' !== $caption ) {
		vitrina_demo_text( $img, $caption, 22, $y + 4, vitrina_demo_color( $img, '#5d5247' ), false, 700 );
	}
	vitrina_demo_text( $img, 'ВИТРИНА', 14, 40, vitrina_demo_color( $img, $bg, -0.5 ), true, 700 );
	return vitrina_demo_attach( $img, $file, $title . ( '' !== $caption ? ' — ' . $caption : '' ) );
}

/**
 * The picture sizes made for the demo pictures: the ones the shop shows.
 *
 * @return array Name => width, height, crop.
 */
function vitrina_demo_sizes(): array {
	static $sizes = null;
	if ( null === $sizes ) {
		$sizes = array_intersect_key(
			wp_get_registered_image_subsizes(),
			array_flip( array( 'thumbnail', 'medium', 'woocommerce_thumbnail', 'woocommerce_single', 'woocommerce_gallery_thumbnail' ) )
		);
	}
	return $sizes;
}

/**
 * Saves a GD image as JPEG into uploads, with its smaller sizes, and creates
 * its attachment. The sizes are made here from the image in memory, which is
 * ten times faster than wp_generate_attachment_metadata() reading it back.
 *
 * @param GdImage $img   Image (destroyed).
 * @param string  $file  File name without extension.
 * @param string  $title Title and alt text.
 * @return int Attachment id.
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_attach( $img, string $file, string $title ): int {
	$uploads = wp_upload_dir();
	if ( ! empty( $uploads['error'] ) ) {
		throw new RuntimeException( 'uploads: ' . $uploads['error'] );
	}
	wp_mkdir_p( $uploads['path'] );
	$name = wp_unique_filename( $uploads['path'], $file . '.jpg' );
	$path = $uploads['path'] . '/' . $name;
	$w    = imagesx( $img );
	$h    = imagesy( $img );
	if ( ! imagejpeg( $img, $path, 82 ) ) {
		throw new RuntimeException( 'cannot save the picture ' . $path );
	}
	$meta  = array(
		'width'      => $w,
		'height'     => $h,
		'file'       => _wp_relative_upload_path( $path ),
		'filesize'   => filesize( $path ),
		'sizes'      => array(),
		'image_meta' => array(
			'aperture'          => '0',
			'credit'            => '',
			'camera'            => '',
			'caption'           => '',
			'created_timestamp' => '0',
			'copyright'         => '',
			'focal_length'      => '0',
			'iso'               => '0',
			'shutter_speed'     => '0',
			'title'             => '',
			'orientation'       => '0',
			'keywords'          => array(),
		),
	);
	$base  = pathinfo( $name, PATHINFO_FILENAME );
	$sizes = array();
	foreach ( vitrina_demo_sizes() as $size => $spec ) {
		$dims = image_resize_dimensions( $w, $h, (int) $spec['width'], (int) $spec['height'], $spec['crop'] );
		if ( $dims ) {
			$sizes[ $size ] = $dims;
		}
	}
	// Largest first: each size is scaled from the previous one (bilinear, in
	// small steps, which is fast and looks as good as resampling).
	uasort( $sizes, static fn( $a, $b ) => $b[4] <=> $a[4] );
	$from = $img;
	foreach ( $sizes as $size => $dims ) {
		list( $dst_x, $dst_y, $src_x, $src_y, $dst_w, $dst_h, $src_w, $src_h ) = $dims;
		$small_name = "$base-{$dst_w}x{$dst_h}.jpg";
		if ( 0 === $src_x && 0 === $src_y && $src_w === $w && $src_h === $h ) {
			$small = imagescale( $from, $dst_w, $dst_h, IMG_BILINEAR_FIXED );
			imagejpeg( $small, $uploads['path'] . '/' . $small_name, 82 );
			if ( $from !== $img ) {
				imagedestroy( $from );
			}
			$from = $small;
		} else {
			$small = imagecreatetruecolor( $dst_w, $dst_h );
			imagecopyresampled( $small, $img, $dst_x, $dst_y, $src_x, $src_y, $dst_w, $dst_h, $src_w, $src_h );
			imagejpeg( $small, $uploads['path'] . '/' . $small_name, 82 );
			imagedestroy( $small );
		}
		$meta['sizes'][ $size ] = array(
			'file'      => $small_name,
			'width'     => $dst_w,
			'height'    => $dst_h,
			'mime-type' => 'image/jpeg',
			'filesize'  => filesize( $uploads['path'] . '/' . $small_name ),
		);
	}
	if ( $from !== $img ) {
		imagedestroy( $from );
	}
	imagedestroy( $img );
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $title,
			'post_status'    => 'inherit',
			'guid'           => $uploads['url'] . '/' . $name,
		),
		$path
	);
	if ( ! $id ) {
		throw new RuntimeException( 'cannot create the attachment of ' . $path );
	}
	wp_update_attachment_metadata( $id, $meta );
	update_post_meta( $id, '_wp_attachment_image_alt', $title );
	return (int) $id;
}

/**
 * The background colour of a category family.
 *
 * @param string $cat   Category slug.
 * @param array  $cats  All categories.
 * @return string
 */
function vitrina_demo_background( string $cat, array $cats ): string {
	$top = $cat;
	while ( '' !== $cats[ $top ][1] ) {
		$top = $cats[ $top ][1];
	}
	$bgs = array(
		'posuda'     => '#f1dcc9',
		'aksessuary' => '#d7e8dc',
		'produkty'   => '#f5e6b8',
	);
	return $bgs[ $top ] ?? '#e6e6e6';
}

// --- Taxonomies ----------------------------------------------------------------------------

/**
 * Creates the product categories (with pictures), returns slug => term id.
 *
 * @param array $cats Categories.
 * @return array
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_categories( array $cats ): array {
	$ids    = array();
	$shapes = array(
		'posuda'            => 'pot',
		'kastryuli'         => 'pot',
		'skovorody'         => 'pan',
		'nozhi'             => 'knife',
		'chashki-i-kruzhki' => 'cup',
		'aksessuary'        => 'cloth',
		'tekstil'           => 'cloth',
		'hranenie'          => 'jar',
		'instrumenty'       => 'tool',
		'produkty'          => 'pack',
		'chaj'              => 'pack',
		'kofe'              => 'pack',
		'specii'            => 'jar',
	);
	$order  = 0;
	foreach ( $cats as $slug => $cat ) {
		$term = get_term_by( 'slug', $slug, 'product_cat' );
		if ( ! $term ) {
			$made = wp_insert_term(
				$cat[0],
				'product_cat',
				array(
					'slug'        => $slug,
					'description' => $cat[2],
					'parent'      => '' !== $cat[1] ? $ids[ $cat[1] ] : 0,
				)
			);
			if ( is_wp_error( $made ) ) {
				throw new RuntimeException( 'category ' . $slug . ': ' . $made->get_error_message() );
			}
			$term_id = (int) $made['term_id'];
			$pic     = vitrina_demo_picture( $cat[0], 'cat-' . $slug, vitrina_demo_background( $slug, $cats ), $shapes[ $slug ] ?? 'box', '#8c5a3c' );
			update_term_meta( $term_id, 'thumbnail_id', $pic );
			update_term_meta( $term_id, 'order', $order++ );
		} else {
			$term_id = (int) $term->term_id;
		}
		$ids[ $slug ] = $term_id;
	}
	// The default category gets a Russian name.
	$default = (int) get_option( 'default_product_cat' );
	if ( $default ) {
		wp_update_term(
			$default,
			'product_cat',
			array(
				'name' => 'Без категории',
				'slug' => 'bez-kategorii',
			)
		);
	}
	return $ids;
}

/**
 * Creates the global attributes pa_color and pa_size and their terms.
 *
 * @param array $attributes Attributes.
 * @return array taxonomy => (term slug => term id).
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_attributes( array $attributes ): array {
	$out = array();
	foreach ( $attributes as $slug => $attr ) {
		$taxonomy = wc_attribute_taxonomy_name( $slug );
		if ( ! wc_attribute_taxonomy_id_by_name( $taxonomy ) ) {
			$made = wc_create_attribute(
				array(
					'name'         => $attr[0],
					'slug'         => $slug,
					'type'         => 'select',
					'order_by'     => 'menu_order',
					'has_archives' => false,
				)
			);
			if ( is_wp_error( $made ) ) {
				throw new RuntimeException( 'attribute ' . $slug . ': ' . $made->get_error_message() );
			}
		}
		if ( ! taxonomy_exists( $taxonomy ) ) {
			// WooCommerce registers attribute taxonomies on init, which has run already.
			register_taxonomy(
				$taxonomy,
				array( 'product' ),
				array(
					'hierarchical' => false,
					'label'        => $attr[0],
					'query_var'    => false,
					'rewrite'      => false,
				)
			);
		}
		$order = 0;
		foreach ( $attr[1] as $term_slug => $term ) {
			$found = get_term_by( 'slug', $term_slug, $taxonomy );
			if ( $found ) {
				$term_id = (int) $found->term_id;
			} else {
				$made = wp_insert_term( $term[0], $taxonomy, array( 'slug' => $term_slug ) );
				if ( is_wp_error( $made ) ) {
					throw new RuntimeException( "term $term_slug: " . $made->get_error_message() );
				}
				$term_id = (int) $made['term_id'];
			}
			update_term_meta( $term_id, 'order', $order++ );
			if ( '' !== $term[1] ) {
				// The swatch colour (the swatches may read it).
				update_term_meta( $term_id, 'vitrina_swatch_color', $term[1] );
			}
			$out[ $taxonomy ][ $term_slug ] = $term_id;
		}
	}
	delete_transient( 'wc_attribute_taxonomies' );
	return $out;
}

/**
 * Creates the product tags, returns slug => term id.
 *
 * @param array $tags Tags.
 * @return array
 */
function vitrina_demo_tags( array $tags ): array {
	$ids = array();
	foreach ( $tags as $slug => $name ) {
		$term = get_term_by( 'slug', $slug, 'product_tag' );
		if ( ! $term ) {
			$made         = wp_insert_term( $name, 'product_tag', array( 'slug' => $slug ) );
			$ids[ $slug ] = is_wp_error( $made ) ? 0 : (int) $made['term_id'];
		} else {
			$ids[ $slug ] = (int) $term->term_id;
		}
	}
	return $ids;
}

// --- Products ------------------------------------------------------------------------------

/**
 * The long description of a product.
 *
 * @param array $p Product data.
 * @return string
 */
function vitrina_demo_description( array $p ): string {
	$html  = '<p>' . esc_html( $p['short'] ) . '</p>';
	$html .= ! empty( $p['desc'] ) ? '<p>' . esc_html( $p['desc'] ) . '</p>' : '';
	$html .= '<h3>Характеристики</h3><ul>';
	$html .= '<li>Артикул: ' . esc_html( $p['sku'] ) . '</li>';
	$html .= '<li>Вес с упаковкой: ' . esc_html( str_replace( '.', ',', (string) $p['weight'] ) ) . ' кг</li>';
	$html .= '<li>Размер упаковки: ' . esc_html( implode( ' × ', $p['dims'] ) ) . ' см</li>';
	$html .= '<li>Гарантия: 12 месяцев</li></ul>';
	$html .= '<p>Доставим по всей России. Оплата наличными или картой при получении.</p>';
	return $html;
}

/**
 * Sets what simple and variable products share.
 *
 * @param WC_Product $product Product.
 * @param array      $p       Product data.
 * @param array      $ctx     Category and tag ids.
 */
function vitrina_demo_common( WC_Product $product, array $p, array $ctx ): void {
	$product->set_name( $p['name'] );
	$product->set_slug( $p['slug'] );
	$product->set_sku( $p['sku'] );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_short_description( esc_html( $p['short'] ) );
	$product->set_description( vitrina_demo_description( $p ) );
	$product->set_weight( (string) $p['weight'] );
	$product->set_length( (string) $p['dims'][0] );
	$product->set_width( (string) $p['dims'][1] );
	$product->set_height( (string) $p['dims'][2] );
	$product->set_category_ids( array( $ctx['cats'][ $p['cat'] ] ) );
	$product->set_tag_ids( array_values( array_intersect_key( $ctx['tags'], array_flip( $p['tags'] ?? array() ) ) ) );
	$product->set_featured( ! empty( $p['featured'] ) );
	$product->set_reviews_allowed( true );
	$product->set_total_sales( (int) ( $p['sales'] ?? 0 ) );
	$product->set_sold_individually( ! empty( $p['sold_individually'] ) );
}

/**
 * Creates a simple product.
 *
 * @param array $p   Product data.
 * @param array $ctx Context.
 * @return int
 */
function vitrina_demo_simple( array $p, array $ctx ): int {
	$product = new WC_Product_Simple();
	vitrina_demo_common( $product, $p, $ctx );
	$product->set_regular_price( (string) $p['price'] );
	if ( ! empty( $p['sale'] ) ) {
		$product->set_sale_price( (string) $p['sale'] );
	}
	if ( isset( $p['stock'] ) ) {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( (int) $p['stock'] );
		$product->set_low_stock_amount( 2 );
	}
	$product->set_stock_status( ! empty( $p['out_of_stock'] ) ? 'outofstock' : 'instock' );
	$bg    = vitrina_demo_background( $p['cat'], $ctx['categories'] );
	$image = vitrina_demo_picture( $p['name'], $p['slug'], $bg, $p['shape'], $p['color'] );
	$views = array( 'вид сбоку', 'в интерьере' );
	$extra = array();
	for ( $i = 1; $i <= (int) ( $p['gallery'] ?? 0 ); $i++ ) {
		$extra[] = vitrina_demo_picture( $p['name'], $p['slug'] . '-' . ( $i + 1 ), $bg, $p['shape'], $p['color'], $i, $views[ $i - 1 ] ?? '' );
	}
	$product->set_image_id( $image );
	$product->set_gallery_image_ids( $extra );
	$id = $product->save();
	vitrina_demo_parent_pictures( $id, array_merge( array( $image ), $extra ) );
	return $id;
}

/**
 * Attaches pictures to their product (for the media library).
 *
 * @param int   $product_id Product.
 * @param int[] $ids        Attachments.
 */
function vitrina_demo_parent_pictures( int $product_id, array $ids ): void {
	global $wpdb;
	foreach ( $ids as $id ) {
		$wpdb->update( $wpdb->posts, array( 'post_parent' => $product_id ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( $id );
	}
}

/**
 * Creates a variable product and its variations.
 *
 * With global attributes (pa_color, pa_size): one variation per combination,
 * except those in 'skip'; those in 'out' are out of stock; every colour gets
 * its own picture. With a local attribute: one variation per value.
 *
 * @param array $p   Product data.
 * @param array $ctx Context.
 * @return int
 */
function vitrina_demo_variable( array $p, array $ctx ): int {
	$v       = $p['variations'];
	$product = new WC_Product_Variable();
	vitrina_demo_common( $product, $p, $ctx );
	$bg     = vitrina_demo_background( $p['cat'], $ctx['categories'] );
	$colors = $ctx['data']['attributes']['color'][1];
	$sizes  = $ctx['data']['attributes']['size'][1];
	$attrs  = array();
	$by_tax = array();
	$pics   = array();
	$pos    = 0;

	if ( isset( $v['local'] ) ) {
		$attr = new WC_Product_Attribute();
		$attr->set_id( 0 );
		$attr->set_name( $v['local'][0] );
		$attr->set_options( $v['local'][1] );
		$attr->set_position( 0 );
		$attr->set_visible( true );
		$attr->set_variation( true );
		$attrs[] = $attr;
		$image   = vitrina_demo_picture( $p['name'], $p['slug'], $bg, $p['shape'], $p['color'] );
		$gallery = array( vitrina_demo_picture( $p['name'], $p['slug'] . '-2', $bg, $p['shape'], $p['color'], 1, 'зёрна крупным планом' ) );
		$product->set_image_id( $image );
		$product->set_gallery_image_ids( $gallery );
		$product->set_attributes( $attrs );
		$product->set_default_attributes( array( sanitize_title( $v['local'][0] ) => $v['default'][ $v['local'][0] ] ) );
		$id = $product->save();
		vitrina_demo_parent_pictures( $id, array_merge( array( $image ), $gallery ) );
		$n = 0;
		foreach ( $v['prices'] as $value => $price ) {
			$var = new WC_Product_Variation();
			$var->set_parent_id( $id );
			$var->set_attributes( array( sanitize_title( $v['local'][0] ) => $value ) );
			$var->set_sku( $p['sku'] . '-' . ( ++$n ) );
			vitrina_demo_variation_prices( $var, $price );
			$var->save();
		}
		WC_Product_Variable::sync( $id );
		return $id;
	}

	foreach ( $v['attributes'] as $slug => $values ) {
		$taxonomy = wc_attribute_taxonomy_name( $slug );
		$attr     = new WC_Product_Attribute();
		$attr->set_id( wc_attribute_taxonomy_id_by_name( $taxonomy ) );
		$attr->set_name( $taxonomy );
		$attr->set_options( array_map( static fn( $s ) => $ctx['terms'][ $taxonomy ][ $s ], $values ) );
		$attr->set_position( $pos++ );
		$attr->set_visible( true );
		$attr->set_variation( true );
		$attrs[]             = $attr;
		$by_tax[ $taxonomy ] = $values;
	}
	foreach ( $v['attributes']['color'] as $color ) {
		$pics[ $color ] = vitrina_demo_picture( $p['name'], $p['slug'] . '-' . $color, $bg, $p['shape'], $colors[ $color ][1], 0, $colors[ $color ][0] );
	}
	$first   = $v['default']['color'] ?? $v['attributes']['color'][0];
	$image   = $pics[ $first ];
	$gallery = array_values( array_diff( $pics, array( $image ) ) );
	$product->set_image_id( $image );
	$product->set_gallery_image_ids( $gallery );
	$product->set_attributes( $attrs );
	$defaults = array();
	foreach ( $v['default'] as $slug => $value ) {
		$defaults[ wc_attribute_taxonomy_name( $slug ) ] = $value;
	}
	$product->set_default_attributes( $defaults );
	$id = $product->save();
	vitrina_demo_parent_pictures( $id, array_values( $pics ) );

	// Every combination of the attribute values.
	$combos = array( array() );
	foreach ( $by_tax as $taxonomy => $values ) {
		$next = array();
		foreach ( $combos as $combo ) {
			foreach ( $values as $value ) {
				$next[] = $combo + array( $taxonomy => $value );
			}
		}
		$combos = $next;
	}
	foreach ( $combos as $combo ) {
		$key = implode( '|', $combo );
		if ( in_array( $key, $v['skip'], true ) ) {
			continue;
		}
		$size  = $combo['pa_size'] ?? '';
		$price = '' !== $size ? $v['by_size'][ $size ] : $v['price'];
		$var   = new WC_Product_Variation();
		$var->set_parent_id( $id );
		$var->set_attributes( $combo );
		$var->set_sku( $p['sku'] . '-' . strtoupper( implode( '-', array_map( static fn( $s ) => str_replace( '-', '', $s ), $combo ) ) ) );
		$var->set_image_id( $pics[ $combo['pa_color'] ] );
		$var->set_description( $colors[ $combo['pa_color'] ][0] . ( '' !== $size ? ', ' . $sizes[ $size ][0] : '' ) . '.' );
		vitrina_demo_variation_prices( $var, $price, in_array( $key, $v['out'], true ) );
		$var->save();
	}
	WC_Product_Variable::sync( $id );
	return $id;
}

/**
 * Sets a variation's price, weight and stock.
 *
 * @param WC_Product_Variation $var   Variation.
 * @param array                $price Regular price, sale price, weight, stock.
 * @param bool                 $out   Out of stock.
 */
function vitrina_demo_variation_prices( WC_Product_Variation $var, array $price, bool $out = false ): void {
	$var->set_status( 'publish' );
	$var->set_regular_price( (string) $price[0] );
	if ( $price[1] ) {
		$var->set_sale_price( (string) $price[1] );
	}
	$var->set_weight( (string) $price[2] );
	$var->set_manage_stock( true );
	$var->set_stock_quantity( $out ? 0 : (int) $price[3] );
	$var->set_stock_status( $out ? 'outofstock' : 'instock' );
}

/**
 * Adds reviews with ratings.
 *
 * @param array $reviews Product slug => reviews.
 * @param array $ids     Product slug => id.
 * @return int Number of reviews.
 */
function vitrina_demo_reviews( array $reviews, array $ids ): int {
	$count = 0;
	foreach ( $reviews as $slug => $list ) {
		if ( empty( $ids[ $slug ] ) ) {
			continue;
		}
		$days = count( $list ) * 3;
		foreach ( $list as $review ) {
			$date  = gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS * $days );
			$days -= 3;
			wp_insert_comment(
				array(
					'comment_post_ID'      => $ids[ $slug ],
					'comment_author'       => $review[0],
					'comment_author_email' => sanitize_title( $review[0] ) . '@example.com',
					'comment_content'      => $review[2],
					'comment_type'         => 'review',
					'comment_approved'     => 1,
					'comment_date'         => get_date_from_gmt( $date ),
					'comment_date_gmt'     => $date,
					'comment_meta'         => array(
						'rating'   => $review[1],
						'verified' => 0,
					),
				)
			);
			++$count;
		}
		WC_Comments::clear_transients( $ids[ $slug ] );
	}
	return $count;
}

// --- Shipping and payment -------------------------------------------------------------

/**
 * The shipping zone "Россия": delivery chosen in the widget, flat rate, free
 * over 5 000 ₽, pickup.
 */
function vitrina_demo_shipping(): void {
	foreach ( WC_Shipping_Zones::get_zones() as $zone ) {
		if ( 'Россия' === $zone['zone_name'] ) {
			return;
		}
	}
	$zone = new WC_Shipping_Zone();
	$zone->set_zone_name( 'Россия' );
	$zone->set_zone_order( 0 );
	$zone->add_location( 'RU', 'country' );
	$zone->save();
	$methods = array(
		'vitrina'       => array(
			'title' => 'Доставка до двери или пункта выдачи',
		),
		'flat_rate'     => array(
			'title'      => 'Курьерская доставка',
			'tax_status' => 'none',
			'cost'       => '390',
		),
		'free_shipping' => array(
			'title'            => 'Бесплатная доставка',
			'requires'         => 'min_amount',
			'min_amount'       => '5000',
			'ignore_discounts' => 'no',
		),
		'local_pickup'  => array(
			'title'      => 'Самовывоз из магазина',
			'tax_status' => 'none',
			'cost'       => '0',
		),
	);
	foreach ( $methods as $method => $settings ) {
		$instance = $zone->add_shipping_method( $method );
		update_option( "woocommerce_{$method}_{$instance}_settings", $settings );
	}
	WC_Cache_Helper::invalidate_cache_group( 'shipping_zones' );
	vitrina_demo_log( 'shipping zone Россия: delivery widget, flat rate 390 ₽, free from 5 000 ₽, pickup' );
}

/**
 * Payment on delivery: cash (cod) and card (the plugin's vitrina_cod_card).
 */
function vitrina_demo_payments(): void {
	update_option(
		'woocommerce_cod_settings',
		array_merge(
			(array) get_option( 'woocommerce_cod_settings', array() ),
			array(
				'enabled'            => 'yes',
				'title'              => 'Оплата при получении',
				'description'        => 'Оплата наличными курьеру или в пункте выдачи.',
				'instructions'       => 'Оплатите заказ наличными при получении.',
				'enable_for_methods' => array(),
				'enable_for_virtual' => 'yes',
			)
		)
	);
	update_option(
		'woocommerce_vitrina_cod_card_settings',
		array_merge(
			(array) get_option( 'woocommerce_vitrina_cod_card_settings', array() ),
			array(
				'enabled'     => 'yes',
				'title'       => 'Картой при получении',
				'description' => 'Оплата банковской картой курьеру или в пункте выдачи.',
			)
		)
	);
	foreach ( array( 'bacs', 'cheque', 'paypal' ) as $gateway ) {
		$settings = get_option( "woocommerce_{$gateway}_settings" );
		if ( is_array( $settings ) ) {
			$settings['enabled'] = 'no';
			update_option( "woocommerce_{$gateway}_settings", $settings );
		}
	}
	update_option(
		'woocommerce_gateway_order',
		array(
			'cod'              => 0,
			'vitrina_cod_card' => 1,
		)
	);
	vitrina_demo_log( 'payment: cod (Оплата при получении), vitrina_cod_card (Картой при получении)' );
}

// --- People and orders ------------------------------------------------------------------

/**
 * The buyer account (buyer / buyer), with an address in Moscow.
 *
 * @return int User id.
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_buyer(): int {
	$user = get_user_by( 'login', 'buyer' );
	if ( $user ) {
		return (int) $user->ID;
	}
	$id = wp_insert_user(
		array(
			'user_login'   => 'buyer',
			'user_pass'    => 'buyer',
			'user_email'   => 'buyer@example.com',
			'first_name'   => 'Иван',
			'last_name'    => 'Петров',
			'display_name' => 'Иван Петров',
			'role'         => 'customer',
			'locale'       => 'ru_RU',
		)
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'buyer: ' . $id->get_error_message() );
	}
	$customer = new WC_Customer( $id );
	$address  = array(
		'first_name' => 'Иван',
		'last_name'  => 'Петров',
		'company'    => '',
		'address_1'  => 'ул. Тверская, д. 7, кв. 12',
		'address_2'  => '',
		'city'       => 'Москва',
		'state'      => '',
		'postcode'   => '125009',
		'country'    => 'RU',
	);
	foreach ( $address as $key => $value ) {
		$customer->{"set_billing_$key"}( $value );
		$customer->{"set_shipping_$key"}( $value );
	}
	$customer->set_billing_email( 'buyer@example.com' );
	$customer->set_billing_phone( '+7 900 123-45-67' );
	$customer->set_shipping_phone( '+7 900 123-45-67' );
	$customer->save();
	vitrina_demo_log( 'buyer account: buyer / buyer (customer, locale ru_RU, Москва)' );
	return (int) $id;
}

/**
 * Two past orders of the buyer, so that My account has something to show.
 *
 * @param int   $buyer Buyer id.
 * @param array $ids   Product slug => id.
 */
function vitrina_demo_orders( int $buyer, array $ids ): void {
	if ( wc_get_orders(
		array(
			'customer_id' => $buyer,
			'limit'       => 1,
			'return'      => 'ids',
		)
	) ) {
		return;
	}
	$customer = new WC_Customer( $buyer );
	$orders   = array(
		array(
			'completed',
			20,
			'cod',
			array(
				'chaj-chernyj-assam-100-g' => 2,
				'lopatka-silikonovaya'     => 1,
			),
		),
		array(
			'processing',
			3,
			'vitrina_cod_card',
			array(
				'skovoroda-chugunnaya-26-sm'     => 1,
				'polotence-vafelnoe-nabor-3-sht' => 1,
			),
		),
	);
	foreach ( $orders as $o ) {
		$order = wc_create_order( array( 'customer_id' => $buyer ) );
		foreach ( $o[3] as $slug => $qty ) {
			$order->add_product( wc_get_product( $ids[ $slug ] ), $qty );
		}
		$order->set_address( $customer->get_billing(), 'billing' );
		$order->set_address( $customer->get_shipping(), 'shipping' );
		$ship = new WC_Order_Item_Shipping();
		$ship->set_method_title( 'Курьерская доставка' );
		$ship->set_method_id( 'flat_rate' );
		$ship->set_total( '390' );
		$order->add_item( $ship );
		$order->set_payment_method( $o[2] );
		$order->set_payment_method_title( 'cod' === $o[2] ? 'Оплата при получении' : 'Картой при получении' );
		$order->set_created_via( 'checkout' );
		$order->set_date_created( time() - DAY_IN_SECONDS * $o[1] );
		$order->calculate_totals( false );
		$order->set_status( $o[0] );
		$order->save();
	}
	vitrina_demo_log( 'orders: 2 of the buyer' );
}

// --- Pages and menus ------------------------------------------------------------------

/**
 * Creates a page unless one with this slug exists; returns its id.
 *
 * @param string $slug     Slug.
 * @param string $title    Title.
 * @param string $content  Content.
 * @param string $template Page template.
 * @return int
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_page( string $slug, string $title, string $content, string $template = '' ): int {
	$page = get_page_by_path( $slug );
	if ( $page ) {
		return (int) $page->ID;
	}
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
			'meta_input'   => '' !== $template ? array( '_wp_page_template' => $template ) : array(),
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( "page $slug: " . $id->get_error_message() );
	}
	return (int) $id;
}

/**
 * Pages: Russian titles for WooCommerce's pages, the classic cart and checkout
 * (the delivery widget integrates with them), wishlist, compare, sales, home.
 *
 * @return array Page ids by key.
 * @throws RuntimeException When WordPress refuses to save something.
 */
function vitrina_demo_pages(): array {
	$titles = array(
		'shop'      => array( 'Магазин', '' ),
		'cart'      => array( 'Корзина', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ),
		'checkout'  => array( 'Оформление заказа', '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ),
		'myaccount' => array( 'Мой аккаунт', '' ),
	);
	$pages  = array();
	foreach ( $titles as $key => $page ) {
		$id = wc_get_page_id( $key );
		if ( $id <= 0 ) {
			throw new RuntimeException( "WooCommerce did not create its $key page" );
		}
		$update = array(
			'ID'         => $id,
			'post_title' => $page[0],
		);
		if ( '' !== $page[1] ) {
			$update['post_content'] = $page[1];
		}
		wp_update_post( $update );
		$pages[ $key ] = $id;
	}
	$refunds = (int) get_option( 'woocommerce_refund_returns_page_id' );
	if ( $refunds && get_post( $refunds ) ) {
		wp_update_post(
			array(
				'ID'           => $refunds,
				'post_title'   => 'Возврат и обмен',
				'post_content' => '<!-- wp:paragraph --><p>Вы можете вернуть товар надлежащего качества в течение 14 дней после получения, если он не был в употреблении и сохранены его товарный вид и упаковка.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Продукты питания надлежащего качества обмену и возврату не подлежат.</p><!-- /wp:paragraph -->',
			)
		);
	}

	$pages['wishlist'] = vitrina_demo_page( 'wishlist', 'Избранное', '<!-- wp:shortcode -->[vitrina_wishlist]<!-- /wp:shortcode -->' );
	$pages['compare']  = vitrina_demo_page( 'compare', 'Сравнение', '<!-- wp:shortcode -->[vitrina_compare]<!-- /wp:shortcode -->' );
	$pages['sale']     = vitrina_demo_page( 'akcii', 'Акции', '<!-- wp:shortcode -->[sale_products limit="12" columns="4"]<!-- /wp:shortcode -->' );
	$pages['delivery'] = vitrina_demo_page(
		'dostavka-i-oplata',
		'Доставка и оплата',
		'<!-- wp:paragraph --><p>Доставляем по всей России курьером и в пункты выдачи. Курьерская доставка — 390 ₽, от 5 000 ₽ — бесплатно. Самовывоз из магазина на Тверской — бесплатно.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Оплата при получении: наличными или банковской картой.</p><!-- /wp:paragraph --><!-- wp:heading --><h2 class="wp-block-heading">Рассчитать доставку вашей корзины</h2><!-- /wp:heading --><!-- wp:vitrina/delivery-widget /-->'
	);
	$pages['home']     = vitrina_demo_page(
		'glavnaya',
		'Всё для вашей кухни',
		'<!-- wp:paragraph --><p>Посуда, кухонные аксессуары, чай, кофе и специи. Доставка по всей России, оплата при получении.</p><!-- /wp:paragraph -->',
		'template-homepage.php'
	);
	if ( ! has_post_thumbnail( $pages['home'] ) ) {
		// A pale banner: Storefront writes the page's title and text on it in dark.
		$img = imagecreatetruecolor( 1600, 600 );
		imagefilledrectangle( $img, 0, 0, 1600, 600, vitrina_demo_color( $img, '#f6eadf' ) );
		imagefilledellipse( $img, 1420, 300, 520, 520, vitrina_demo_color( $img, '#f1dcc9' ) );
		imagefilledellipse( $img, 180, 300, 520, 520, vitrina_demo_color( $img, '#d7e8dc' ) );
		vitrina_demo_shape( $img, 'pot', '#c8102e', 1420, 330, 0.6 );
		vitrina_demo_shape( $img, 'pack', '#4b2e1e', 180, 300, 0.55 );
		set_post_thumbnail( $pages['home'], vitrina_demo_attach( $img, 'vitrina-banner', 'Витрина: всё для кухни' ) );
	}
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $pages['home'] );

	// The plugin's settings: merge into what exists.
	$settings                  = get_option( 'vitrina_settings', array() );
	$settings                  = is_array( $settings ) ? $settings : array();
	$settings['wishlist_page'] = $pages['wishlist'];
	$settings['compare_page']  = $pages['compare'];
	// E-commerce tracking on (it waits for the consent cookie, as set by a cookie banner).
	$settings['tracking'] = 'yes';
	update_option( 'vitrina_settings', $settings );

	// WordPress's sample content is not for a shop.
	foreach ( array( 'hello-world', 'sample-page' ) as $slug ) {
		foreach ( get_posts(
			array(
				'name'        => $slug,
				'post_type'   => array( 'post', 'page' ),
				'post_status' => 'any',
			)
		) as $post ) {
			wp_delete_post( $post->ID, true );
		}
	}
	foreach ( get_posts(
		array(
			'post_type'   => array( 'post', 'page' ),
			'post_status' => 'any',
			'p'           => 1,
		)
	) as $post ) {
		if ( 'post' === $post->post_type ) {
			wp_delete_post( $post->ID, true );
		}
	}
	return $pages;
}

/**
 * The main menu (categories, sales) in Storefront's primary and handheld
 * locations, and a secondary menu (wishlist, compare, account, delivery).
 *
 * @param array $cats  Category data.
 * @param array $ids   Category slug => term id.
 * @param array $pages Page ids.
 */
function vitrina_demo_menus( array $cats, array $ids, array $pages ): void {
	$menu = wp_get_nav_menu_object( 'Главное меню' );
	if ( $menu ) {
		return;
	}
	$main  = wp_create_nav_menu( 'Главное меню' );
	$items = array();
	$pos   = 0;
	foreach ( $cats as $slug => $cat ) {
		$items[ $slug ] = wp_update_nav_menu_item(
			$main,
			0,
			array(
				'menu-item-title'     => $cat[0],
				'menu-item-object'    => 'product_cat',
				'menu-item-object-id' => $ids[ $slug ],
				'menu-item-type'      => 'taxonomy',
				'menu-item-status'    => 'publish',
				'menu-item-parent-id' => '' !== $cat[1] ? $items[ $cat[1] ] : 0,
				'menu-item-position'  => ++$pos,
			)
		);
	}
	wp_update_nav_menu_item(
		$main,
		0,
		array(
			'menu-item-title'     => 'Акции',
			'menu-item-object'    => 'page',
			'menu-item-object-id' => $pages['sale'],
			'menu-item-type'      => 'post_type',
			'menu-item-status'    => 'publish',
			'menu-item-position'  => ++$pos,
		)
	);
	$second = wp_create_nav_menu( 'Верхнее меню' );
	$pos    = 0;
	foreach ( array( 'delivery', 'wishlist', 'compare', 'myaccount' ) as $key ) {
		wp_update_nav_menu_item(
			$second,
			0,
			array(
				'menu-item-title'     => get_the_title( $pages[ $key ] ),
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $pages[ $key ],
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
				'menu-item-position'  => ++$pos,
			)
		);
	}
	$locations              = (array) get_theme_mod( 'nav_menu_locations', array() );
	$locations['primary']   = $main;
	$locations['handheld']  = $main;
	$locations['secondary'] = $second;
	set_theme_mod( 'nav_menu_locations', $locations );
}

/**
 * The shop's sidebar: product search, categories, price, colour and size filters.
 */
function vitrina_demo_widgets(): void {
	$widgets = array(
		'woocommerce_product_search-2'     => array( 'title' => 'Поиск по каталогу' ),
		'woocommerce_product_categories-2' => array(
			'title'              => 'Категории',
			'orderby'            => 'order',
			'dropdown'           => 0,
			'count'              => 1,
			'hierarchical'       => 1,
			'show_children_only' => 0,
			'hide_empty'         => 1,
			'max_depth'          => '',
		),
		'woocommerce_price_filter-2'       => array( 'title' => 'Цена' ),
		'woocommerce_layered_nav-2'        => array(
			'title'        => 'Цвет',
			'attribute'    => 'color',
			'display_type' => 'list',
			'query_type'   => 'or',
		),
		'woocommerce_layered_nav-3'        => array(
			'title'        => 'Размер',
			'attribute'    => 'size',
			'display_type' => 'list',
			'query_type'   => 'or',
		),
		'woocommerce_rating_filter-2'      => array( 'title' => 'Рейтинг' ),
	);
	$sidebar = array();
	foreach ( $widgets as $id => $instance ) {
		list( $base, $number )   = explode( '-', $id );
		$option                  = get_option( "widget_$base", array() );
		$option                  = is_array( $option ) ? $option : array();
		$option[ (int) $number ] = $instance;
		$option['_multiwidget']  = 1;
		update_option( "widget_$base", $option );
		$sidebar[] = $id;
	}
	$sidebars                        = (array) get_option( 'sidebars_widgets', array() );
	$inactive                        = array_merge( (array) ( $sidebars['wp_inactive_widgets'] ?? array() ), (array) ( $sidebars['sidebar-1'] ?? array() ) );
	$sidebars['sidebar-1']           = $sidebar;
	$sidebars['wp_inactive_widgets'] = array_values( array_diff( $inactive, $sidebar ) );
	update_option( 'sidebars_widgets', $sidebars );
}

// --- Run ------------------------------------------------------------------------------------

try {
	wp_suspend_cache_invalidation( false );
	wp_defer_term_counting( true );
	vitrina_demo_settings();

	$vitrina_ctx = array(
		'data'       => $vitrina_data,
		'categories' => $vitrina_data['categories'],
		'cats'       => vitrina_demo_categories( $vitrina_data['categories'] ),
		'terms'      => vitrina_demo_attributes( $vitrina_data['attributes'] ),
		'tags'       => vitrina_demo_tags( $vitrina_data['tags'] ),
	);
	vitrina_demo_log( 'categories: ' . count( $vitrina_ctx['cats'] ) . ', attributes: pa_color, pa_size, tags: ' . count( $vitrina_ctx['tags'] ) );

	$vitrina_ids  = array();
	$vitrina_kind = array();
	foreach ( $vitrina_data['products'] as $vitrina_p ) {
		$vitrina_existing = wc_get_product_id_by_sku( $vitrina_p['sku'] );
		if ( $vitrina_existing ) {
			$vitrina_ids[ $vitrina_p['slug'] ] = $vitrina_existing;
			continue;
		}
		$vitrina_ids[ $vitrina_p['slug'] ] = isset( $vitrina_p['variations'] )
			? vitrina_demo_variable( $vitrina_p, $vitrina_ctx )
			: vitrina_demo_simple( $vitrina_p, $vitrina_ctx );
		if ( isset( $vitrina_p['variations'] ) ) {
			$vitrina_kind['variable'][] = $vitrina_p['slug'] . ' #' . $vitrina_ids[ $vitrina_p['slug'] ];
		}
		if ( ! empty( $vitrina_p['sold_individually'] ) ) {
			$vitrina_kind['sold individually'][] = $vitrina_p['slug'] . ' #' . $vitrina_ids[ $vitrina_p['slug'] ];
		}
		if ( ! empty( $vitrina_p['out_of_stock'] ) ) {
			$vitrina_kind['out of stock'][] = $vitrina_p['slug'] . ' #' . $vitrina_ids[ $vitrina_p['slug'] ];
		}
	}
	// Cross-sells (shown in the cart) and upsells (on the product page).
	$vitrina_links = array(
		'kastryulya-emalirovannaya-klassika' => array( array( 'lopatka-silikonovaya', 'prihvatka-rukavica' ), array( 'kastryulya-nerzhaveyushchaya-4-l' ) ),
		'skovoroda-chugunnaya-26-sm'         => array( array( 'lopatka-silikonovaya' ), array( 'skovoroda-granit' ) ),
		'nozh-povarskoj-20-sm'               => array( array( 'doska-razdelochnaya-bambukovaya' ), array( 'nabor-nozhej-profi' ) ),
		'kofe-v-zernah-efiopiya'             => array( array( 'turka-mednaya-500-ml' ), array() ),
		'chaj-chernyj-assam-100-g'           => array( array( 'chajnaya-para-farforovaya', 'med-lipovyj-500-g' ), array() ),
	);
	foreach ( $vitrina_links as $vitrina_slug => $vitrina_link ) {
		$vitrina_product = wc_get_product( $vitrina_ids[ $vitrina_slug ] );
		$vitrina_product->set_cross_sell_ids( array_map( static fn( $s ) => $vitrina_ids[ $s ], $vitrina_link[0] ) );
		$vitrina_product->set_upsell_ids( array_map( static fn( $s ) => $vitrina_ids[ $s ], $vitrina_link[1] ) );
		$vitrina_product->save();
	}
	vitrina_demo_log( 'products: ' . count( $vitrina_ids ) );
	foreach ( $vitrina_kind as $vitrina_k => $vitrina_list ) {
		vitrina_demo_log( "  $vitrina_k: " . implode( ', ', $vitrina_list ) );
	}
	vitrina_demo_log( 'reviews: ' . vitrina_demo_reviews( $vitrina_data['reviews'], $vitrina_ids ) );

	vitrina_demo_shipping();
	vitrina_demo_payments();
	$vitrina_buyer = vitrina_demo_buyer();
	vitrina_demo_orders( $vitrina_buyer, $vitrina_ids );
	$vitrina_pages = vitrina_demo_pages();
	vitrina_demo_menus( $vitrina_data['categories'], $vitrina_ctx['cats'], $vitrina_pages );
	vitrina_demo_widgets();
	vitrina_demo_log( 'pages: home, wishlist #' . $vitrina_pages['wishlist'] . ', compare #' . $vitrina_pages['compare'] . ', sales, delivery; menus: primary, secondary; shop sidebar widgets' );

	require __DIR__ . '/product.php';
	require __DIR__ . '/search.php';
	require __DIR__ . '/header.php';
	require __DIR__ . '/popups.php';
	require __DIR__ . '/shopper.php';
	wp_defer_term_counting( false );
	wc_delete_product_transients();
	delete_transient( 'wc_term_counts' );
	flush_rewrite_rules( false );
	update_option( 'vitrina_demo_version', VITRINA_DEMO_VERSION );
	vitrina_demo_log( sprintf( 'demo data loaded in %.1f s', microtime( true ) - $vitrina_started ) );
} catch ( Throwable $vitrina_e ) {
	fwrite( STDERR, 'seed.php: ' . $vitrina_e->getMessage() . ' (' . basename( $vitrina_e->getFile() ) . ':' . $vitrina_e->getLine() . ")\n" );
	exit( 1 );
}
