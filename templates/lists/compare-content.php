<?php
/**
 * The compare page's content (also the table of the calls): one table, or
 * one per product category with a category selector.
 *
 * Override: yourtheme/vitrina/lists/compare-content.php. Keep the classes
 * and data attributes the island uses.
 *
 * @package Vitrina
 * @var array{ids: list<int>, tables: list<array{id: int, name: string, products: list<array<string, mixed>>, attributes: array<string, string>}>, by_category: bool, current: int, shop_url: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_tabs = $args['by_category'] && count( $args['tables'] ) > 0;
?>
<div class="vitrina-compare-content" data-current="<?php echo esc_attr( (string) (int) $args['current'] ); ?>" data-ids="<?php echo esc_attr( implode( ',', array_map( 'intval', $args['ids'] ) ) ); ?>">
	<?php if ( ! $args['tables'] ) : ?>
		<div class="vitrina-lists-empty vitrina-compare-empty">
			<p><?php esc_html_e( 'The compare list is empty.', 'vitrina' ); ?></p>
			<p><a class="button" href="<?php echo esc_url( $args['shop_url'] ); ?>"><?php esc_html_e( 'Return to shop', 'vitrina' ); ?></a></p>
		</div>
	<?php else : ?>
		<?php if ( $vitrina_tabs ) : ?>
			<div class="vitrina-compare-categories" role="tablist" aria-label="<?php esc_attr_e( 'Product categories', 'vitrina' ); ?>">
				<?php foreach ( $args['tables'] as $vitrina_table ) : ?>
					<?php $vitrina_current = (int) $vitrina_table['id'] === (int) $args['current']; ?>
					<button type="button" role="tab" class="vitrina-compare-category" id="vitrina-compare-tab-<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>" data-category-id="<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>" aria-selected="<?php echo $vitrina_current ? 'true' : 'false'; ?>" aria-controls="vitrina-compare-table-<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>" tabindex="<?php echo $vitrina_current ? '0' : '-1'; ?>">
						<?php echo esc_html( sprintf( '%1$s (%2$d)', $vitrina_table['name'], count( $vitrina_table['products'] ) ) ); ?>
					</button>
				<?php endforeach; ?>
			</div>
		<?php endif; ?>
		<?php foreach ( $args['tables'] as $vitrina_table ) : ?>
			<div class="vitrina-compare-table" id="vitrina-compare-table-<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>" data-category-id="<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>"
				<?php if ( $vitrina_tabs ) : ?>
					role="tabpanel" aria-labelledby="vitrina-compare-tab-<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>"<?php echo (int) $vitrina_table['id'] === (int) $args['current'] ? '' : ' hidden'; ?>
				<?php endif; ?>
			>
				<?php if ( $vitrina_tabs ) : ?>
					<button type="button" class="button vitrina-compare-remove-category" data-category-id="<?php echo esc_attr( (string) (int) $vitrina_table['id'] ); ?>">
						<?php echo esc_html( sprintf( /* translators: %s: category name */ __( 'Remove all of %s', 'vitrina' ), $vitrina_table['name'] ) ); ?>
					</button>
				<?php endif; ?>
				<div class="vitrina-compare-scroll">
					<table class="vitrina-compare-table__table shop_table">
						<caption class="screen-reader-text"><?php echo esc_html( $vitrina_table['name'] ? $vitrina_table['name'] : __( 'Compare products', 'vitrina' ) ); ?></caption>
						<thead>
							<tr>
								<td></td>
								<?php foreach ( $vitrina_table['products'] as $vitrina_product ) : ?>
									<th scope="col" class="vitrina-compare-product" data-product-id="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>">
										<button type="button" class="vitrina-compare-remove" data-product-id="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Remove %s from the compare list', 'vitrina' ), $vitrina_product['name'] ) ); ?>">&times;</button>
										<a href="<?php echo esc_url( $vitrina_product['url'] ); ?>" tabindex="-1" aria-hidden="true"><?php echo wp_kses_post( $vitrina_product['image'] ); ?></a>
										<a class="vitrina-compare-product__name" href="<?php echo esc_url( $vitrina_product['url'] ); ?>"><?php echo esc_html( $vitrina_product['name'] ); ?></a>
									</th>
								<?php endforeach; ?>
							</tr>
						</thead>
						<?php
						// One row a property: its class, its escaped label, and each product's cell (class, escaped markup).
						$vitrina_cells = static fn( callable $cell ): array => array_map( $cell, $vitrina_table['products'] );
						$vitrina_rows  = array(
							array( 'price', esc_html__( 'Price', 'vitrina' ), $vitrina_cells( static fn( array $p ): array => array( 'price', wp_kses_post( $p['price'] ) ) ) ),
							array( 'stock', esc_html__( 'Availability', 'vitrina' ), $vitrina_cells( static fn( array $p ): array => array( $p['in_stock'] ? 'in-stock' : 'out-of-stock', esc_html( $p['stock'] ) ) ) ),
							array(
								'rating',
								esc_html__( 'Rating', 'vitrina' ),
								$vitrina_cells(
									static fn( array $p ): array => array(
										'',
										$p['review_count'] > 0
											? wp_kses_post( $p['rating_html'] ) . ' <span class="vitrina-compare-rating">' . esc_html( number_format_i18n( (float) $p['rating'], 1 ) ) . '</span>'
											: esc_html__( 'No reviews yet', 'vitrina' ),
									)
								),
							),
						);
						foreach ( $vitrina_table['attributes'] as $vitrina_attr => $vitrina_label ) {
							$vitrina_rows[] = array( 'attribute', esc_html( $vitrina_label ), $vitrina_cells( static fn( array $p ): array => array( '', esc_html( '' !== (string) ( $p['attributes'][ $vitrina_attr ] ?? '' ) ? (string) $p['attributes'][ $vitrina_attr ] : '—' ) ) ) );
						}
						// WooCommerce's own loop button.
						$vitrina_rows[] = array( 'cart', '<span class="screen-reader-text">' . esc_html__( 'Add to cart', 'vitrina' ) . '</span>', $vitrina_cells( static fn( array $p ): array => array( '', $p['add_to_cart'] ) ) );
						?>
						<tbody>
							<?php foreach ( $vitrina_rows as list( $vitrina_row, $vitrina_label, $vitrina_row_cells ) ) : ?>
								<tr class="vitrina-compare-row-<?php echo esc_attr( $vitrina_row ); ?>">
									<th scope="row"><?php echo $vitrina_label; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></th>
									<?php foreach ( $vitrina_row_cells as list( $vitrina_class, $vitrina_cell ) ) : ?>
										<td<?php echo '' !== $vitrina_class ? ' class="' . esc_attr( $vitrina_class ) . '"' : ''; ?>><?php echo $vitrina_cell; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></td>
									<?php endforeach; ?>
								</tr>
							<?php endforeach; ?>
						</tbody>
					</table>
				</div>
			</div>
		<?php endforeach; ?>
	<?php endif; ?>
</div>
