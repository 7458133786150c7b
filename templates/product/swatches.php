<?php
/**
 * The swatches of one attribute of the variation form (colour, picture or
 * label). They stand for the dropdown before them, which stays the form's
 * field; the product island keeps both in step.
 *
 * Override in yourtheme/vitrina/product/swatches.php.
 *
 * @package Vitrina
 *
 * @var array $args {
 *     @type string $attribute Attribute (pa_color or a local name).
 *     @type string $name      The dropdown's field name (attribute_pa_color).
 *     @type string $label     The attribute's label.
 *     @type array  $swatches  list of value, label, type (color, image, label), color, image (address), image_id (attachment).
 * }
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-swatches" data-vitrina-swatches="<?php echo esc_attr( $args['name'] ); ?>" role="radiogroup" aria-label="<?php echo esc_attr( $args['label'] ); ?>" hidden>
	<?php foreach ( $args['swatches'] as $vitrina_swatch ) : ?>
		<button type="button" role="radio" aria-checked="false" tabindex="-1"
			class="vitrina-swatch vitrina-swatch--<?php echo esc_attr( $vitrina_swatch['type'] ); ?>"
			data-value="<?php echo esc_attr( $vitrina_swatch['value'] ); ?>"
			aria-label="<?php echo esc_attr( $vitrina_swatch['label'] ); ?>"
			title="<?php echo esc_attr( $vitrina_swatch['label'] ); ?>">
			<?php if ( 'color' === $vitrina_swatch['type'] ) : ?>
				<span class="vitrina-swatch__color" style="background-color: <?php echo esc_attr( $vitrina_swatch['color'] ); ?>" aria-hidden="true"></span>
			<?php elseif ( 'image' === $vitrina_swatch['type'] ) : ?>
				<?php
				$vitrina_image = wp_get_attachment_image(
					(int) ( $vitrina_swatch['image_id'] ?? 0 ),
					'woocommerce_gallery_thumbnail',
					false,
					array(
						'class'   => 'vitrina-swatch__image',
						'alt'     => '',
						'sizes'   => '32px',
						'loading' => 'lazy',
					)
				);
				echo $vitrina_image; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's escaped image markup.
				?>
			<?php else : ?>
				<span class="vitrina-swatch__label"><?php echo esc_html( $vitrina_swatch['label'] ); ?></span>
			<?php endif; ?>
		</button>
	<?php endforeach; ?>
</div>
