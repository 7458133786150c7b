<?php
/**
 * Tests of the index following status and visibility changes, whatever path
 * made them.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Plugin;
use Vitrina\Search\Endpoint;
use Vitrina\Search\Index;
use Vitrina\Search\Indexer;
use Vitrina\Search\Query;
use Vitrina\Tests\TestCase;

/**
 * A product made private, draft, password-protected, trashed, hidden or out
 * of stock (when the shop hides those) through wp_update_post, term or meta
 * writes leaves the search answer; made visible again, it comes back. And
 * the query checks the posts and terms tables itself.
 */
final class IndexerTest extends TestCase {
	use SearchData;

	/**
	 * Needs WooCommerce and the index.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		update_option( Index::READY_OPTION, Index::VERSION );
		self::without_product_instance_cache();
	}

	/**
	 * WooCommerce's product instance cache, when it was turned on in the
	 * database after this process registered its hooks (a web request of a
	 * live test installs WooCommerce's defaults), is never invalidated here:
	 * off for the test (rolled back afterwards), as a request that reads the
	 * setting at its start has it.
	 */
	public static function without_product_instance_cache(): void {
		update_option( 'woocommerce_feature_product_instance_caching_enabled', 'no' );
	}

	/**
	 * The registered indexer.
	 */
	private function indexer(): Indexer {
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		return $indexer;
	}

	/**
	 * The titles the early answer gives (from the index).
	 *
	 * @param string $query Query.
	 * @return list<string>
	 */
	private function found( string $query ): array {
		$this->assertTrue( Index::ready() );
		$answer = Endpoint::answer(
			array(
				'query'     => $query,
				'number'    => 20,
				'post_type' => 'product',
				'category'  => '',
			)
		);
		$titles = array();
		foreach ( $answer['suggestions'] as $suggestion ) {
			if ( empty( $suggestion['products_not_found'] ) ) {
				$titles[] = (string) $suggestion['value'];
			}
		}
		return $titles;
	}

	/**
	 * The changes that hide a product, each through another path than
	 * WooCommerce's product API.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function hiding_changes(): array {
		return array(
			'private (wp_update_post)'             => array( 'private' ),
			'draft (wp_update_post)'               => array( 'draft' ),
			'pending (wp_update_post)'             => array( 'pending' ),
			'password (wp_update_post)'            => array( 'password' ),
			'trashed (wp_trash_post)'              => array( 'trash' ),
			'hidden (visibility terms)'            => array( 'hidden-terms' ),
			'search-excluded (terms, catalog)'     => array( 'catalog-terms' ),
			'out of stock (meta), shop hides'      => array( 'outofstock-meta' ),
			'out of stock (term), shop hides'      => array( 'outofstock-term' ),
			'hidden (WooCommerce API, for parity)' => array( 'hidden-api' ),
		);
	}

	/**
	 * Makes the change.
	 *
	 * @param string $change What.
	 * @param int    $id     Product.
	 */
	private function hide( string $change, int $id ): void {
		switch ( $change ) {
			case 'private':
			case 'draft':
			case 'pending':
				$this->assertSame(
					$id,
					wp_update_post(
						array(
							'ID'          => $id,
							'post_status' => $change,
						)
					)
				);
				break;
			case 'password':
				wp_update_post(
					array(
						'ID'            => $id,
						'post_password' => 'secret',
					)
				);
				break;
			case 'trash':
				wp_trash_post( $id );
				break;
			case 'hidden-terms':
				wp_set_object_terms( $id, array( 'exclude-from-search', 'exclude-from-catalog' ), 'product_visibility', true );
				break;
			case 'catalog-terms':
				wp_set_object_terms( $id, array( 'exclude-from-search' ), 'product_visibility', true );
				break;
			case 'outofstock-meta':
				update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
				update_post_meta( $id, '_stock_status', 'outofstock' );
				break;
			case 'outofstock-term':
				update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
				wp_set_object_terms( $id, array( 'outofstock' ), 'product_visibility', true );
				break;
			case 'hidden-api':
				$product = wc_get_product( $id );
				$product->set_catalog_visibility( 'hidden' );
				$product->save();
				break;
		}
	}

	/**
	 * Each change takes the product out of the early answer (title, link,
	 * price, SKU and image with it) once the request ends.
	 *
	 * @param string $change What changes.
	 */
	#[DataProvider( 'hiding_changes' )]
	public function test_hidden_product_leaves_search( string $change ): void {
		$indexer = $this->indexer();
		$product = $this->product( 'Половник скрываемый', array( 'sku' => 'POL-77' ) );
		$this->product( 'Половник видимый' );
		$indexer->flush();
		$this->assertSame( array( 'Половник видимый', 'Половник скрываемый' ), $this->found( 'половник' ) );
		$this->assertSame( array( 'Половник скрываемый' ), $this->found( 'POL-77' ) );

		$this->hide( $change, $product->get_id() );
		$indexer->flush();
		$this->assertSame( array( 'Половник видимый' ), $this->found( 'половник' ) );
		$this->assertSame( array(), $this->found( 'POL-77' ) );

		global $wpdb;
		$table = Index::table();
		// The index itself follows (not only the query's second line).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT searchable, in_stock FROM `$table` WHERE product_id = %d", $product->get_id() ), ARRAY_A );
		$this->assertTrue( null === $row || '0' === $row['searchable'] || '0' === $row['in_stock'], (string) wp_json_encode( $row ) );
	}

	/**
	 * Made visible again through the same paths, the product comes back.
	 */
	public function test_product_comes_back(): void {
		$indexer = $this->indexer();
		$id      = $this->product( 'Дуршлаг возвращённый' )->get_id();
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'private',
			)
		);
		$indexer->flush();
		$this->assertSame( array(), $this->found( 'дуршлаг' ) );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'publish',
			)
		);
		$indexer->flush();
		$this->assertSame( array( 'Дуршлаг возвращённый' ), $this->found( 'дуршлаг' ) );

		wp_set_object_terms( $id, array( 'exclude-from-search', 'exclude-from-catalog' ), 'product_visibility', true );
		$indexer->flush();
		$this->assertSame( array(), $this->found( 'дуршлаг' ) );
		wp_remove_object_terms( $id, array( 'exclude-from-search', 'exclude-from-catalog' ), 'product_visibility' );
		$indexer->flush();
		$this->assertSame( array( 'Дуршлаг возвращённый' ), $this->found( 'дуршлаг' ) );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Дуршлаг переименованный',
			)
		);
		$indexer->flush();
		$this->assertSame( array( 'Дуршлаг переименованный' ), $this->found( 'дуршлаг' ) );
	}

	/**
	 * The query's second line: a change written straight to the tables,
	 * past every hook, still hides the product although its row says
	 * searchable.
	 */
	public function test_query_checks_posts_and_terms(): void {
		global $wpdb;
		$a = $this->product( 'Сито первое' )->get_id();
		$b = $this->product( 'Сито второе' )->get_id();
		$c = $this->product( 'Сито третье' )->get_id();
		$d = $this->product( 'Сито четвёртое' )->get_id();
		$this->assertCount( 4, $this->found( 'сито' ) );

		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'private' ), array( 'ID' => $a ) );
		$wpdb->update( $wpdb->posts, array( 'post_password' => 'x' ), array( 'ID' => $b ) );
		$term = get_term_by( 'slug', 'exclude-from-search', 'product_visibility' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$wpdb->insert(
			$wpdb->term_relationships,
			array(
				'object_id'        => $c,
				'term_taxonomy_id' => $term->term_taxonomy_id,
			)
		);
		$out = get_term_by( 'slug', 'outofstock', 'product_visibility' );
		$this->assertInstanceOf( \WP_Term::class, $out );
		$wpdb->insert(
			$wpdb->term_relationships,
			array(
				'object_id'        => $d,
				'term_taxonomy_id' => $out->term_taxonomy_id,
			)
		);
		// phpcs:enable
		$titles = static fn( bool $hide ): array => array_column(
			( new Query(
				array(
					'query'             => 'сито',
					'number'            => 10,
					'hide_out_of_stock' => $hide,
				)
			) )->results(),
			'title'
		);
		$this->assertSame( array( 'Сито четвёртое' ), $titles( false ) );
		$this->assertSame( array(), $titles( true ) );
	}
}
