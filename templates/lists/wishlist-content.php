<?php
/**
 * The wishlist page's content (also the wishlist_content of the calls).
 *
 * Override: yourtheme/vitrina/lists/wishlist-content.php. Keep the classes
 * and data attributes the island uses (select, remove, groups, share).
 *
 * @package Vitrina
 * @var array{count: int, ids: list<int>, sections: list<array{id: int, name: string, products: list<array<string, mixed>>}>, groups: array<int, string>, page: int, links: array<int, string>, read_only: bool, logged_in: bool, share_url: string, shop_url: string, restored: string, alerts?: string, consent?: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_ro = ! empty( $args['read_only'] );
// A guest's own list with products: it can be saved by e-mail and get alerts.
$vitrina_guest_list = ! $args['logged_in'] && ! $vitrina_ro && $args['count'] > 0;
?>
<div class="vitrina-wishlist-content" data-count="<?php echo esc_attr( (string) (int) $args['count'] ); ?>" data-ids="<?php echo esc_attr( implode( ',', array_map( 'intval', $args['ids'] ) ) ); ?>"<?php echo $vitrina_ro ? ' data-read-only="1"' : ''; ?>>
	<?php if ( '' !== $args['restored'] ) : ?>
		<p class="vitrina-wishlist-restored" role="status">
			<?php
			echo esc_html(
				'invalid' === $args['restored']
					? __( 'This link to a wishlist has expired or is not valid: nothing was restored.', 'vitrina' )
					/* translators: %d: products added to the wishlist. */
					: sprintf( _n( 'Your wishlist is restored: %d product added.', 'Your wishlist is restored: %d products added.', (int) $args['restored'], 'vitrina' ), (int) $args['restored'] )
			);
			?>
		</p>
	<?php endif; ?>
	<?php if ( $args['logged_in'] && ! $vitrina_ro ) : ?>
		<form class="vitrina-wishlist-new-group">
			<label>
				<span><?php esc_html_e( 'New group', 'vitrina' ); ?></span>
				<input type="text" name="name" maxlength="100" required>
			</label>
			<button type="submit" class="button"><?php esc_html_e( 'Create group', 'vitrina' ); ?></button>
		</form>
	<?php endif; ?>

	<?php if ( 0 === (int) $args['count'] ) : ?>
		<div class="vitrina-lists-empty vitrina-wishlist-empty">
			<p><?php echo esc_html( $vitrina_ro ? __( 'This wishlist is empty.', 'vitrina' ) : __( 'Your wishlist is empty.', 'vitrina' ) ); ?></p>
			<p><a class="button" href="<?php echo esc_url( $args['shop_url'] ); ?>"><?php esc_html_e( 'Return to shop', 'vitrina' ); ?></a></p>
		</div>
	<?php else : ?>
		<?php if ( ! $vitrina_ro ) : ?>
			<div class="vitrina-wishlist-toolbar">
				<label class="vitrina-wishlist-select-all-label">
					<input type="checkbox" class="vitrina-wishlist-select-all">
					<span><?php esc_html_e( 'Select all', 'vitrina' ); ?></span>
				</label>
				<button type="button" class="button vitrina-wishlist-bulk-remove" disabled><?php esc_html_e( 'Remove selected', 'vitrina' ); ?></button>
			</div>
		<?php endif; ?>
	<?php endif; ?>

	<?php foreach ( $args['sections'] as $vitrina_section ) : ?>
		<?php
		if ( 0 === (int) $args['count'] && 0 === (int) $vitrina_section['id'] ) {
			continue;
		}
		$vitrina_heading = 'vitrina-wishlist-group-' . (int) $vitrina_section['id'];
		?>
		<section class="vitrina-wishlist-group" data-group-id="<?php echo esc_attr( (string) (int) $vitrina_section['id'] ); ?>" aria-labelledby="<?php echo esc_attr( $vitrina_heading ); ?>">
			<div class="vitrina-wishlist-group__head">
				<h2 id="<?php echo esc_attr( $vitrina_heading ); ?>" class="vitrina-wishlist-group__name"><?php echo esc_html( $vitrina_section['name'] ); ?></h2>
				<?php if ( ! $vitrina_ro && $vitrina_section['id'] > 0 ) : ?>
					<button type="button" class="vitrina-wishlist-group-rename" data-group-id="<?php echo esc_attr( (string) (int) $vitrina_section['id'] ); ?>" data-name="<?php echo esc_attr( $vitrina_section['name'] ); ?>"><?php esc_html_e( 'Rename', 'vitrina' ); ?></button>
					<button type="button" class="vitrina-wishlist-group-delete" data-group-id="<?php echo esc_attr( (string) (int) $vitrina_section['id'] ); ?>"><?php esc_html_e( 'Delete group', 'vitrina' ); ?></button>
				<?php endif; ?>
			</div>
			<?php if ( ! $vitrina_section['products'] ) : ?>
				<p class="vitrina-wishlist-group__empty"><?php esc_html_e( 'No products in this group.', 'vitrina' ); ?></p>
			<?php else : ?>
				<ul class="vitrina-wishlist-products">
					<?php foreach ( $vitrina_section['products'] as $vitrina_product ) : ?>
						<li class="vitrina-wishlist-product" data-product-id="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>">
							<?php if ( ! $vitrina_ro ) : ?>
								<input type="checkbox" class="vitrina-wishlist-select" value="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Select %s', 'vitrina' ), $vitrina_product['name'] ) ); ?>">
							<?php endif; ?>
							<a class="vitrina-wishlist-product__image" href="<?php echo esc_url( $vitrina_product['url'] ); ?>" tabindex="-1" aria-hidden="true"><?php echo wp_kses_post( $vitrina_product['image'] ); ?></a>
							<div class="vitrina-wishlist-product__info">
								<a class="vitrina-wishlist-product__name" href="<?php echo esc_url( $vitrina_product['url'] ); ?>"><?php echo esc_html( $vitrina_product['name'] ); ?></a>
								<span class="vitrina-wishlist-product__price price"><?php echo wp_kses_post( $vitrina_product['price'] ); ?></span>
								<span class="vitrina-wishlist-product__stock<?php echo $vitrina_product['in_stock'] ? ' in-stock' : ' out-of-stock'; ?>"><?php echo esc_html( $vitrina_product['stock'] ); ?></span>
							</div>
							<div class="vitrina-wishlist-product__actions">
								<?php echo $vitrina_product['add_to_cart']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's own loop button, escaped by its template. ?>
								<?php if ( ! $vitrina_ro && $args['groups'] ) : ?>
									<label class="vitrina-wishlist-move-label">
										<span class="screen-reader-text"><?php echo esc_html( sprintf( /* translators: %s: product name */ __( 'Group of %s', 'vitrina' ), $vitrina_product['name'] ) ); ?></span>
										<select class="vitrina-wishlist-move" data-product-id="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>">
											<option value="0"<?php selected( 0, (int) $vitrina_section['id'] ); ?>><?php esc_html_e( 'My wishlist', 'vitrina' ); ?></option>
											<?php foreach ( $args['groups'] as $vitrina_group_id => $vitrina_group_name ) : ?>
												<option value="<?php echo esc_attr( (string) (int) $vitrina_group_id ); ?>"<?php selected( (int) $vitrina_group_id, (int) $vitrina_section['id'] ); ?>><?php echo esc_html( $vitrina_group_name ); ?></option>
											<?php endforeach; ?>
										</select>
									</label>
								<?php endif; ?>
								<?php if ( ! $vitrina_ro ) : ?>
									<button type="button" class="vitrina-wishlist-remove" data-product-id="<?php echo esc_attr( (string) (int) $vitrina_product['id'] ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Remove %s from the wishlist', 'vitrina' ), $vitrina_product['name'] ) ); ?>">&times;</button>
								<?php endif; ?>
							</div>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</section>
	<?php endforeach; ?>

	<?php if ( $args['links'] ) : ?>
		<nav class="vitrina-wishlist-pages woocommerce-pagination" aria-label="<?php esc_attr_e( 'Wishlist pages', 'vitrina' ); ?>">
			<ul class="page-numbers">
				<?php foreach ( $args['links'] as $vitrina_n => $vitrina_link ) : ?>
					<li>
						<?php if ( (int) $vitrina_n === (int) $args['page'] ) : ?>
							<span aria-current="page" class="page-numbers current"><?php echo esc_html( (string) $vitrina_n ); ?></span>
						<?php else : ?>
							<a class="page-numbers" href="<?php echo esc_url( $vitrina_link ); ?>"><?php echo esc_html( (string) $vitrina_n ); ?></a>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ul>
		</nav>
	<?php endif; ?>

	<?php if ( $vitrina_guest_list ) : ?>
		<form class="vitrina-wishlist-save">
			<p><?php esc_html_e( 'Keep this list: we e-mail you a link that restores it on any device, even after your browser forgets it.', 'vitrina' ); ?></p>
			<label>
				<span><?php esc_html_e( 'E-mail', 'vitrina' ); ?></span>
				<input type="email" name="email" autocomplete="email" maxlength="254" required>
			</label>
			<button type="submit" class="button"><?php esc_html_e( 'Send me the link', 'vitrina' ); ?></button>
			<small><?php esc_html_e( 'We use the address only to send this one message and do not keep it.', 'vitrina' ); ?></small>
			<p class="vitrina-wishlist-save__status" role="status" aria-live="polite"></p>
		</form>
	<?php endif; ?>

	<?php if ( $vitrina_guest_list && 'on' === ( $args['alerts'] ?? '' ) ) : ?>
		<p class="vitrina-wishlist-alerts-on"><?php esc_html_e( 'Wishlist alerts are on: we e-mail you when products on this list get cheaper or come back in stock. Every e-mail has a link to stop them.', 'vitrina' ); ?></p>
	<?php elseif ( $vitrina_guest_list && in_array( $args['alerts'] ?? '', array( 'none', 'pending' ), true ) ) : ?>
		<form class="vitrina-wishlist-alerts">
			<p><?php esc_html_e( 'Get an e-mail when products on this list get cheaper or come back in stock.', 'vitrina' ); ?></p>
			<label>
				<span><?php esc_html_e( 'E-mail for alerts', 'vitrina' ); ?></span>
				<input type="email" name="email" autocomplete="email" maxlength="190" required>
			</label>
			<label class="vitrina-wishlist-alerts__consent">
				<input type="checkbox" name="consent" value="1" required>
				<span><?php echo esc_html( (string) ( $args['consent'] ?? '' ) ); ?></span>
			</label>
			<button type="submit" class="button"><?php esc_html_e( 'Turn on alerts', 'vitrina' ); ?></button>
			<?php if ( 'pending' === $args['alerts'] ) : ?>
				<small><?php esc_html_e( 'We sent you a link: the alerts start once you open it.', 'vitrina' ); ?></small>
			<?php endif; ?>
			<p class="vitrina-wishlist-alerts__status" role="status" aria-live="polite"></p>
		</form>
	<?php endif; ?>

	<?php if ( '' !== $args['share_url'] && $args['count'] > 0 ) : ?>
		<div class="vitrina-wishlist-share">
			<label>
				<span><?php esc_html_e( 'Private link to share this wishlist (read only)', 'vitrina' ); ?></span>
				<input type="text" readonly class="vitrina-wishlist-share__url" value="<?php echo esc_url( $args['share_url'] ); ?>">
			</label>
			<button type="button" class="button vitrina-wishlist-share__copy"><?php esc_html_e( 'Copy link', 'vitrina' ); ?></button>
		</div>
	<?php endif; ?>
</div>
